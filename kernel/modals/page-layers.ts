import type { ClientEvents, I18n, ModalHandle } from '@tessera/sdk';
import { detectDeviceKind } from '../device-kind';
import { WindowStore } from '../windows/window-store';
import { createModalService } from './modal-service';
import { ModalStack } from './modal-stack';
import { ToastStore } from './toast-store';

/**
 * What is drawn over the pages, and the host's `modals` that opens it: dialogs, menus and popups
 * (drawers on small touch screens), toasts, and page windows, whose opening the client events
 * tell of.
 */
export function createPageLayers(deps: { win: Window; i18n: I18n; events: ClientEvents }): {
  modalStack: ModalStack;
  toasts: ToastStore;
  windows: WindowStore;
  modals: ModalHandle;
} {
  const { win, events } = deps;
  // Told once, as the page loads (Misskey's rule).
  const smartphone = detectDeviceKind(win) === 'smartphone';
  const modalStack = new ModalStack();
  const toasts = new ToastStore();
  const windows = new WindowStore((count) => events.emit('pageWindowOpened', { count }));
  const modals = createModalService({
    stack: modalStack,
    toasts,
    i18n: deps.i18n,
    // Drawers on a touch screen that is small, or is a smartphone's (in landscape too), as Misskey's.
    preferDrawers: () =>
      (win.matchMedia?.('(pointer: coarse)').matches ?? false) &&
      (smartphone || (win.matchMedia?.('(max-width: 500px)').matches ?? false)),
    openWindow: (path) => windows.open(path),
  });
  return { modalStack, toasts, windows, modals };
}
