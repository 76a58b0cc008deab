import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { mayMessage } from './chat-scope';

const user = (over: Record<string, unknown>) =>
  ({ id: 'u', username: 'bob', canChat: true, chatScope: 'mutual', ...over }) as unknown as entities.User;

describe('mayMessage', () => {
  it('follows the recipient chatScope with the relation the profile shows', () => {
    expect(mayMessage(user({ chatScope: 'everyone' }), 'me')).toBe(true);
    expect(mayMessage(user({ chatScope: 'followers', isFollowing: true }), 'me')).toBe(true);
    expect(mayMessage(user({ chatScope: 'followers', isFollowed: true }), 'me')).toBe(false);
    expect(mayMessage(user({ chatScope: 'following', isFollowed: true }), 'me')).toBe(true);
    expect(mayMessage(user({ chatScope: 'mutual', isFollowing: true }), 'me')).toBe(false);
    expect(mayMessage(user({ chatScope: 'mutual', isFollowing: true, isFollowed: true }), 'me')).toBe(true);
    expect(mayMessage(user({ chatScope: 'none', isFollowing: true, isFollowed: true }), 'me')).toBe(false);
  });

  it('refuses oneself, visitors and users whose role has no chat; tries users seen without a profile', () => {
    expect(mayMessage(user({ id: 'me', chatScope: 'everyone' }), 'me')).toBe(false);
    expect(mayMessage(user({ chatScope: 'everyone' }), null)).toBe(false);
    expect(mayMessage(user({ chatScope: 'everyone', canChat: false }), 'me')).toBe(false);
    expect(mayMessage({ id: 'u', username: 'bob' } as entities.User, 'me')).toBe(true);
  });
});
