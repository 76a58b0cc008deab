import type { entities } from 'misskey-js';

/** Spec 001 section 9: at most three notification toasts, each for six seconds. */
export const MAX_TOASTS = 3;
export const TOAST_MS = 6_000;

/** The notification toasts on screen, newest first. */
export class ToastQueue {
  private toasts: readonly entities.Notification[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  get = (): readonly entities.Notification[] => this.toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows a toast; the oldest goes when there would be more than three. */
  push(notification: entities.Notification): void {
    const kept = this.toasts.filter((t) => t.id !== notification.id);
    this.set([notification, ...kept].slice(0, MAX_TOASTS));
    for (const gone of kept.slice(MAX_TOASTS - 1)) this.clearTimer(gone.id);
    this.clearTimer(notification.id);
    this.timers.set(
      notification.id,
      setTimeout(() => this.remove(notification.id), TOAST_MS),
    );
  }

  remove(id: string): void {
    this.clearTimer(id);
    this.set(this.toasts.filter((t) => t.id !== id));
  }

  clear(): void {
    for (const id of this.timers.keys()) this.clearTimer(id);
    this.set([]);
  }

  private clearTimer(id: string): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  private set(next: readonly entities.Notification[]): void {
    this.toasts = next;
    for (const listener of this.listeners) listener();
  }
}

/** The queue the live notifications fill and the toast overlay shows. */
export const notificationToasts = new ToastQueue();
