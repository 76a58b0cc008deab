import type { DialogOptions, DialogResult, MenuItem, ModalHandle } from '@tessera/sdk';
import { Icon, lazyComponent, preloadComponent } from '@tessera/sdk';
import type { ReactNode } from 'react';
import type { ModalServiceOptions } from './modal-service';
import type { Presentation } from './modal-stack';

// Dialogs and menus load their code on first use or once the first view has settled, not with
// the app; a modal opens only with its code at hand, as focus and placement need its content.
const loadMenu = () => import('./Menu').then((module) => ({ default: module.Menu }));
const Menu = lazyComponent(loadMenu);
const loadDialog = () => import('./Dialog').then((module) => ({ default: module.Dialog }));
const Dialog = lazyComponent(loadDialog);

/** Loads the code of the dialogs and menus ahead of their first use. */
export function preloadModalComponents(): Promise<unknown> {
  return Promise.all([preloadComponent(loadMenu), preloadComponent(loadDialog)]);
}

/** How long the success overlay shows (spec 001 section 4: about 1 s). */
export const SUCCESS_MS = 1_000;

/** The SDK's modal handle, drawn by the modal host (see modal-service.ts, which loads this). */
export function createModalDialogs(options: ModalServiceOptions): ModalHandle {
  const { stack, i18n } = options;

  const open = <T,>(
    render: (close: (value: T | undefined) => void) => ReactNode,
    presentation: Presentation,
    extra: {
      dismissible?: boolean;
      anchor?: HTMLElement | { x: number; y: number };
      label?: string;
      backdrop?: boolean;
    } = {},
  ): Promise<T | undefined> =>
    new Promise((resolve) => {
      let value: T | undefined;
      const handle = stack.open({
        presentation,
        ...extra,
        render: () =>
          render((v) => {
            value = v;
            handle.close();
          }),
        onClosed: () => resolve(value),
      });
    });

  const dialog = async (dialogOptions: DialogOptions): Promise<DialogResult> => {
    // A text input's length counters are among the later strings.
    await Promise.all([preloadComponent(loadDialog), dialogOptions.input && i18n.loadStrings('kernel')]);
    const result = await open<DialogResult>(
      (close) => <Dialog options={dialogOptions} i18n={i18n} done={close} />,
      'dialog',
      {
        dismissible: dialogOptions.type !== 'waiting',
        label: dialogOptions.title ?? dialogOptions.text ?? i18n.t('kernel.ok'),
      },
    );
    return result ?? { canceled: true };
  };

  return {
    dialog,
    async alert(text, type = 'info') {
      await dialog({ type, text });
    },
    async confirm(text, confirmOptions = {}) {
      const result = await dialog({
        type: confirmOptions.danger ? 'warning' : 'question',
        text,
        ...(confirmOptions.title ? { title: confirmOptions.title } : {}),
        ...(confirmOptions.okText ? { okText: confirmOptions.okText } : {}),
        showCancel: true,
      });
      return !result.canceled;
    },
    async menu(items: readonly MenuItem[], anchor) {
      // With its code at hand, the menu renders at once: focus and placement need its size.
      await preloadComponent(loadMenu);
      const drawer = options.preferDrawers();
      await open<void>((close) => <Menu items={items} close={() => close(undefined)} />, drawer ? 'drawer' : 'popup', {
        ...(drawer ? {} : { anchor }),
        label: 'Menu',
      });
    },
    toast(text) {
      options.toasts.show(text);
    },
    success() {
      return new Promise<void>((resolve) => {
        const handle = stack.open({
          presentation: 'dialog',
          dismissible: false,
          backdrop: false,
          label: i18n.t('kernel.done'),
          render: () => (
            <div className="overlay-success" role="status">
              <Icon name="check" size={48} />
              <span className="visually-hidden">{i18n.t('kernel.done')}</span>
            </div>
          ),
          onClosed: resolve,
        });
        setTimeout(handle.close, SUCCESS_MS);
      });
    },
    async waiting(work) {
      const handle = stack.open({
        presentation: 'dialog',
        dismissible: false,
        backdrop: false,
        label: i18n.t('kernel.loading'),
        render: () => (
          <div className="overlay-waiting" role="status">
            <Icon name="spinner" size={40} className="spin" />
            <span className="visually-hidden">{i18n.t('kernel.loading')}</span>
          </div>
        ),
      });
      try {
        return await work;
      } finally {
        handle.close();
      }
    },
    openWindow: options.openWindow,
    open(render, presentation = 'dialog', openOptions = {}) {
      return open(render, presentation === 'drawer' || options.preferDrawers() ? 'drawer' : 'dialog', {
        ...(openOptions.label ? { label: openOptions.label } : {}),
        ...(openOptions.dismissible === false ? { dismissible: false } : {}),
      });
    },
  };
}
