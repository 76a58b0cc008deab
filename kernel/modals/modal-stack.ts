import type { Anchor, Readable } from '@tessera/sdk';
import type { ReactNode } from 'react';
import { Listeners } from '../registries/listeners';

/** Layering priorities (spec 001 section 9); a modal's z-index is its priority plus its place. */
export const PRIORITY = { veryLow: 500_000, low: 1_000_000, middle: 2_000_000, high: 3_000_000 } as const;
export type Priority = keyof typeof PRIORITY;

/** How a modal is laid out: centred, anchored to an element or point, or a bottom drawer. */
export type Presentation = 'dialog' | 'popup' | 'drawer';

export interface ModalSpec {
  presentation: Presentation;
  priority?: Priority;
  anchor?: Anchor;
  /** An accessible name for the modal region when its content has no heading. */
  label?: string;
  /** Backdrop click and Escape close it (default true). */
  dismissible?: boolean;
  /** Draws a blurred backdrop (default: dialogs and drawers yes, popups no). */
  backdrop?: boolean;
  render(close: () => void): ReactNode;
  /** Runs once when the modal closes, however it closes. */
  onClosed?(): void;
}

export interface ModalEntry extends ModalSpec {
  id: number;
  zIndex: number;
}

/**
 * The open modals, bottom first. Closing is idempotent; Escape and backdrop clicks go to the
 * topmost dismissible one only.
 */
export class ModalStack implements Readable<readonly ModalEntry[]> {
  private entries: readonly ModalEntry[] = [];
  private nextId = 1;
  private readonly listeners = new Listeners();

  open(spec: ModalSpec): { id: number; close(): void } {
    const id = this.nextId++;
    const zIndex = PRIORITY[spec.priority ?? 'middle'] + id;
    this.entries = [...this.entries, { ...spec, id, zIndex }];
    this.listeners.notify();
    return { id, close: () => this.close(id) };
  }

  close(id: number): void {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return;
    this.entries = this.entries.filter((e) => e.id !== id);
    this.listeners.notify();
    entry.onClosed?.();
  }

  /** Closes the topmost modal if it may be dismissed; returns whether one was. */
  dismissTop(): boolean {
    const top = this.top();
    if (!top || top.dismissible === false) return false;
    this.close(top.id);
    return true;
  }

  /** The modal drawn above the others. */
  top(): ModalEntry | undefined {
    return [...this.entries].sort((a, b) => a.zIndex - b.zIndex).at(-1);
  }

  get = (): readonly ModalEntry[] => this.entries;

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);
}
