import type { Readable } from '@tessera/sdk';
import { Listeners } from '../registries/listeners';

/** How long a toast stays (spec 001 section 9). */
export const TOAST_MS = 4_000;

export interface Toast {
  id: number;
  text: string;
}

/** The toasts on screen; each leaves by itself after 4 s. */
export class ToastStore implements Readable<readonly Toast[]> {
  private toasts: readonly Toast[] = [];
  private nextId = 1;
  private readonly listeners = new Listeners();

  constructor(private readonly timers: Pick<typeof globalThis, 'setTimeout'> = globalThis) {}

  show(text: string): void {
    const toast = { id: this.nextId++, text };
    this.toasts = [...this.toasts, toast];
    this.listeners.notify();
    this.timers.setTimeout(() => {
      this.toasts = this.toasts.filter((t) => t !== toast);
      this.listeners.notify();
    }, TOAST_MS);
  }

  get = (): readonly Toast[] => this.toasts;

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);
}
