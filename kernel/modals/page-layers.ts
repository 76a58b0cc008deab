import type { ClientEvents, I18n, ModalHandle } from '@tessera/sdk';
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
  const modalStack = new ModalStack();
  const toasts = new ToastStore();
  const windows = new WindowStore((count) => events.emit('pageWindowOpened', { count }));
  const modals = createModalService({
    stack: modalStack,
    toasts,
    i18n: deps.i18n,
    preferDrawers: () => win.matchMedia?.('(max-width: 500px) and (pointer: coarse)').matches ?? false,
    openWindow: (path) => windows.open(path),
  });
  return { modalStack, toasts, windows, modals };
}
