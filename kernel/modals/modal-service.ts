import type { I18n, ModalHandle } from '@tessera/sdk';
import type { ModalStack } from './modal-stack';
import type { ToastStore } from './toast-store';

export interface ModalServiceOptions {
  stack: ModalStack;
  toasts: ToastStore;
  i18n: I18n;
  /** Drawers on small touch screens, otherwise dialogs and popups. */
  preferDrawers(): boolean;
  openWindow(path: string): void;
}

// Dialogs, menus and popups come with their code on first use or once the first view has
// settled (preloadModalCode): the first view draws none, so it carries only this front.
type DialogsCode = typeof import('./modal-dialogs');
let dialogsCode: Promise<DialogsCode> | null = null;
let loadedCode: DialogsCode | null = null;
const loadDialogsCode = () =>
  (dialogsCode ??= import('./modal-dialogs').then((code) => {
    loadedCode = code;
    return code;
  }));

/** Loads the code of the dialogs and menus ahead of their first use. */
export function preloadModalCode(): Promise<unknown> {
  return loadDialogsCode().then((code) => code.preloadModalComponents());
}

/** The SDK's modal handle: toasts and page windows at once, the rest once its code has come. */
export function createModalService(options: ModalServiceOptions): ModalHandle {
  // Once loaded, calls go straight through: an overlay opens in the same turn, as it did.
  let ready: ModalHandle | null = null;
  let loading: Promise<ModalHandle> | null = null;
  const dialogs = <T>(use: (handle: ModalHandle) => Promise<T>): Promise<T> => {
    if (!ready && loadedCode) ready = loadedCode.createModalDialogs(options);
    if (ready) return use(ready);
    loading ??= loadDialogsCode().then((code) => (ready = code.createModalDialogs(options)));
    return loading.then(use);
  };
  return {
    dialog: (dialogOptions) => dialogs((handle) => handle.dialog(dialogOptions)),
    alert: (text, type) => dialogs((handle) => handle.alert(text, type)),
    confirm: (text, confirmOptions) => dialogs((handle) => handle.confirm(text, confirmOptions)),
    menu: (items, anchor) => dialogs((handle) => handle.menu(items, anchor)),
    toast: (text) => options.toasts.show(text),
    success: () => dialogs((handle) => handle.success()),
    waiting: (work) => dialogs((handle) => handle.waiting(work)),
    openWindow: options.openWindow,
    open: (render, presentation, openOptions) => dialogs((handle) => handle.open(render, presentation, openOptions)),
  };
}
