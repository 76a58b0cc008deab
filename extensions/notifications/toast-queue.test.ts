import type { entities } from 'misskey-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendsReadSignal } from './notification-arrival';
import { notificationSummary } from './notification-types';
import { MAX_TOASTS, TOAST_MS, ToastQueue } from './toast-queue';

const note = (id: string, type = 'reply') => ({ id, type, createdAt: '2026-01-01T00:00:00Z' }) as entities.Notification;

afterEach(() => {
  vi.useRealTimers();
});

// Spec 001 sections 4 and 9: notification toasts.
describe('notification toasts', () => {
  it('keeps at most three, newest first, each for six seconds', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    for (const id of ['a', 'b', 'c', 'd']) queue.push(note(id));
    expect(queue.get().map((n) => n.id)).toEqual(['d', 'c', 'b']);
    expect(MAX_TOASTS).toBe(3);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(queue.get()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(queue.get()).toEqual([]);
  });

  it('sends the read signal for each, except test and client-local notifications', () => {
    expect(sendsReadSignal(note('a1'))).toBe(true);
    expect(sendsReadSignal(note('a2', 'test'))).toBe(false);
    expect(sendsReadSignal(note('client:1', 'app'))).toBe(false);
  });

  it('says what happened in one line, for every kind', () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      `${key}${params ? ` ${JSON.stringify(params)}` : ''}`;
    const bob = { id: 'u1', username: 'bob', name: 'Bob' } as entities.UserLite;
    expect(notificationSummary(t, { ...note('1', 'follow'), user: bob } as never)).toContain('"name":"Bob"');
    const grouped = notificationSummary(t, {
      ...note('2', 'reaction:grouped'),
      reactions: [
        { user: bob, reaction: '👍' },
        { user: { ...bob, id: 'u2', name: null, username: 'carol' }, reaction: '🎉' },
      ],
    } as never);
    expect(grouped).toContain('"count":2');
    expect(notificationSummary(t, { ...note('3', 'app'), header: 'From an app' } as never)).toBe('From an app');
  });
});
