import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForHotkeys } from './hotkeys';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function listen(signedIn = true) {
  const run = vi.fn();
  stop = listenForHotkeys({
    window,
    hotkeys: () => [{ item: { key: 'n', command: 'composer.open', signedIn: true }, extensionId: 'composer' }],
    signedIn: () => signedIn,
    run,
  });
  return run;
}

const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

describe('contributed hotkeys', () => {
  it("runs the hotkey's command for its key", () => {
    const run = listen();
    press('n');
    press('x');
    expect(run.mock.calls).toEqual([['composer.open']]);
  });

  it('stays quiet while typing, in a dialog, with a modifier, or for a visitor when it is for accounts', () => {
    const run = listen();
    const field = document.body.appendChild(document.createElement('textarea'));
    press('n', field);
    press('n', document.body, { ctrlKey: true });
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    press('n');
    expect(run).not.toHaveBeenCalled();
    stop();
    dialog.remove();
    const visitorRun = listen(false);
    press('n');
    expect(visitorRun).not.toHaveBeenCalled();
  });
});
