import type { ComponentType, ReactNode } from 'react';

/** The dialog kinds of spec 001 section 3. */
export type DialogType = 'info' | 'success' | 'warning' | 'error' | 'question' | 'waiting';

/** A text field inside a dialog. */
export interface DialogInput {
  type?: 'text' | 'password' | 'email' | 'url' | 'number' | 'search' | 'date' | 'time';
  placeholder?: string;
  autocomplete?: string;
  default?: string;
  minLength?: number;
  maxLength?: number;
}

/** One choice of a select dialog; grouped choices use `group`. */
export interface DialogSelectItem {
  value: string;
  text: string;
  group?: string;
}

/** An extra button of a dialog; its value becomes the result. */
export interface DialogAction {
  text: string;
  value: string;
  primary?: boolean;
  danger?: boolean;
}

/** What a dialog shows. */
export interface DialogOptions {
  type?: DialogType;
  title?: string;
  text?: string;
  input?: DialogInput;
  select?: { items: readonly DialogSelectItem[]; default?: string };
  actions?: readonly DialogAction[];
  okText?: string;
  cancelText?: string;
  /** Shows a cancel button (question dialogs have one by default). */
  showCancel?: boolean;
}

/** How a dialog ended: cancelled, or confirmed with the typed text, chosen value or action. */
export type DialogResult = { canceled: true; result?: undefined } | { canceled: false; result: string | undefined };

/** A menu entry, of the types of spec 001 section 3. */
export type MenuItem =
  | { type: 'divider' }
  | { type: 'label'; text: string }
  | { type: 'pending' }
  | { type: 'link'; text: string; to: string; icon?: string; badge?: number }
  | { type: 'a'; text: string; href: string; icon?: string; download?: string }
  | { type: 'user'; userId: string; text: string; avatarUrl?: string | null; action(): void }
  | { type: 'switch'; text: string; icon?: string; value: boolean; onChange(value: boolean): void; disabled?: boolean }
  | {
      type: 'radio';
      text: string;
      icon?: string;
      options: readonly { text: string; value: string }[];
      value: string;
      onChange(value: string): void;
    }
  | {
      type: 'parent';
      text: string;
      icon?: string;
      children: readonly MenuItem[] | (() => Promise<readonly MenuItem[]>);
    }
  | { type: 'component'; component: ComponentType }
  | {
      type: 'button';
      text: string;
      icon?: string;
      action(): void;
      danger?: boolean;
      active?: boolean;
      indicate?: boolean;
      disabled?: boolean;
    };

/** Where a popup or menu opens: next to an element, or at a point (context menus). */
export type Anchor = HTMLElement | { x: number; y: number };

/** Dialogs, menus, toasts and windows. Every method returns when the thing has closed. */
export interface ModalHandle {
  dialog(options: DialogOptions): Promise<DialogResult>;
  /** A short notice: `text` alone as an info dialog. */
  alert(text: string, type?: DialogType): Promise<void>;
  /** A yes/no question; resolves true on OK. */
  confirm(text: string, options?: { title?: string; okText?: string; danger?: boolean }): Promise<boolean>;
  menu(items: readonly MenuItem[], anchor: Anchor): Promise<void>;
  /** A message at the bottom that goes away by itself after 4 s. */
  toast(text: string): void;
  /** The check mark overlay shown for about a second after a successful action. */
  success(): Promise<void>;
  /** Shows the waiting overlay until the promise settles, and returns its result. */
  waiting<T>(work: Promise<T>): Promise<T>;
  /** Opens a path in a small page window with its own router. */
  openWindow(path: string): void;
  /**
   * Shows a custom component in a modal; `close` ends it with a value. `label` names the modal
   * for screen readers; `dismissible: false` keeps Escape and backdrop clicks from closing it.
   */
  open<T>(
    render: (close: (value: T | undefined) => void) => ReactNode,
    presentation?: 'dialog' | 'drawer',
    options?: { label?: string; dismissible?: boolean },
  ): Promise<T | undefined>;
}
