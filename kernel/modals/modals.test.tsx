import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import KERNEL_STRINGS_EN from '../locales/en-US.json';
import { Dialog } from './Dialog';
import { Menu, SUBMENU_CLOSE_MS } from './Menu';
import { ModalHost } from './ModalHost';
import { createModalService } from './modal-service';
import { ModalStack } from './modal-stack';
import { TOAST_MS, ToastStore } from './toast-store';

const i18n = createI18n('en-US', { current: KERNEL_STRINGS_EN, fallback: KERNEL_STRINGS_EN });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Spec 001 sections 3 (Dialog) and 5 (dialog text input).
describe('dialog', () => {
  it('keeps OK disabled while the input is too short or too long, with the counts', () => {
    const done = vi.fn();
    render(<Dialog options={{ title: 'Name', input: { minLength: 2, maxLength: 4 } }} i18n={i18n} done={done} />);
    const input = screen.getByRole('textbox');
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: 'a' } });
    expect(ok.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Too short: 1 of at least 2 characters');
    fireEvent.submit(input.closest('form') as HTMLFormElement); // Enter while invalid
    expect(done).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'abcde' } });
    expect(screen.getByRole('alert').textContent).toBe('Too long: 5 of at most 4 characters');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(ok.disabled).toBe(false);
    fireEvent.submit(input.closest('form') as HTMLFormElement); // Enter while valid
    expect(done).toHaveBeenCalledWith({ canceled: false, result: 'abc' });
  });

  it('cancels with canceled true', () => {
    const done = vi.fn();
    render(<Dialog options={{ type: 'question', text: 'Sure?' }} i18n={i18n} done={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(done).toHaveBeenCalledWith({ canceled: true });
  });

  it('offers select items in their groups and returns the chosen value', () => {
    const done = vi.fn();
    render(
      <Dialog
        options={{
          title: 'Pick',
          select: {
            items: [
              { value: 'a', text: 'A', group: 'G' },
              { value: 'b', text: 'B', group: 'G' },
            ],
            default: 'b',
          },
        }}
        i18n={i18n}
        done={done}
      />,
    );
    expect(screen.getByRole('group', { name: 'G' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(done).toHaveBeenCalledWith({ canceled: false, result: 'b' });
  });

  it('ends with the value of the action chosen', () => {
    const done = vi.fn();
    render(
      <Dialog
        options={{
          type: 'warning',
          text: 'Federation off?',
          actions: [
            { text: 'Yes', value: 'yes', primary: true },
            { text: 'Never show again', value: 'never' },
          ],
        }}
        i18n={i18n}
        done={done}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Never show again' }));
    expect(done).toHaveBeenCalledWith({ canceled: false, result: 'never' });
  });
});

describe('menu', () => {
  it('moves with the arrow keys and activates buttons, switches and radios', () => {
    const close = vi.fn();
    const action = vi.fn();
    const onSwitch = vi.fn();
    render(
      <Menu
        close={close}
        items={[
          { type: 'button', text: 'Copy link', action },
          { type: 'divider' },
          { type: 'switch', text: 'Notify', value: false, onChange: onSwitch },
          { type: 'link', text: 'Profile', to: '/@me' },
        ]}
      />,
    );
    const first = screen.getByRole('menuitem', { name: 'Copy link' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemcheckbox', { name: 'Notify' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first); // wraps around
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Notify' }));
    expect(onSwitch).toHaveBeenCalledWith(true);
    fireEvent.click(first);
    expect(action).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
  });

  it('opens a submenu and closes it 300 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(
      <Menu
        close={() => {}}
        items={[{ type: 'parent', text: 'More', children: [{ type: 'button', text: 'Inner', action: () => {} }] }]}
      />,
    );
    const parent = screen.getByRole('menuitem', { name: 'More' });
    fireEvent.keyDown(parent, { key: 'ArrowRight' });
    expect(screen.getByRole('menuitem', { name: 'Inner' })).toBeTruthy();
    const wrapper = parent.parentElement as HTMLElement;
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_MS - 1));
    expect(screen.queryByRole('menuitem', { name: 'Inner' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menuitem', { name: 'Inner' })).toBeNull();
  });

  it('opens a submenu with ArrowLeft and closes it with ArrowRight in right-to-left text', () => {
    render(
      <div dir="rtl">
        <Menu
          close={() => {}}
          items={[{ type: 'parent', text: 'More', children: [{ type: 'button', text: 'Inner', action: () => {} }] }]}
        />
      </div>,
    );
    const parent = screen.getByRole('menuitem', { name: 'More' });
    fireEvent.keyDown(parent, { key: 'ArrowRight' });
    expect(screen.queryByRole('menuitem', { name: 'Inner' })).toBeNull();
    fireEvent.keyDown(parent, { key: 'ArrowLeft' });
    const inner = screen.getByRole('menuitem', { name: 'Inner' });
    fireEvent.keyDown(inner, { key: 'ArrowRight' });
    expect(screen.queryByRole('menuitem', { name: 'Inner' })).toBeNull();
  });
});

describe('modal host and service', () => {
  function setup() {
    const stack = new ModalStack();
    const toasts = new ToastStore();
    const root = document.createElement('div');
    document.body.append(root);
    const modals = createModalService({ stack, toasts, i18n, preferDrawers: () => false, openWindow: () => {} });
    render(<ModalHost stack={stack} appRoot={() => root} />);
    return { stack, toasts, modals, root };
  }

  it('makes the app inert while a dialog is open and closes the topmost on Escape', async () => {
    const { modals, root } = setup();
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = modals.dialog({ title: 'First' });
    });
    await screen.findByRole('dialog'); // a dialog opens once its code has loaded
    act(() => {
      second = modals.dialog({ title: 'Second' });
    });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    expect(root.inert).toBe(true);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await expect(second).resolves.toEqual({ canceled: true });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    await expect(first).resolves.toEqual({ canceled: false, result: undefined });
    expect(root.inert).toBe(false);
  });

  it('shows the waiting overlay until the work settles', async () => {
    const { modals } = setup();
    let finish!: (v: number) => void;
    let result!: Promise<number>;
    act(() => {
      result = modals.waiting(new Promise<number>((r) => (finish = r)));
    });
    // Shown once the dialogs' code has come (at once after the first view has settled).
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain('Loading');
    await act(async () => finish(7));
    await expect(result).resolves.toBe(7);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a toast after 4 s', () => {
    vi.useFakeTimers();
    const toasts = new ToastStore();
    toasts.show('Copied');
    expect(toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_MS);
    expect(toasts.get()).toHaveLength(0);
  });
});
