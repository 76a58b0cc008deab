import { describe, expect, it } from 'vitest';
import { emojiMenuItems } from './emoji-menu';

const actions = { copy: () => {}, info: () => {}, edit: () => {} };
const texts = (local: boolean, viewer: { isAdmin: boolean; policies: { canManageCustomEmojis?: boolean } }) =>
  emojiMenuItems({ name: 'wave', url: '/emoji/wave.webp', local }, viewer, (key) => key, actions).map((item) =>
    'text' in item ? item.text : item.type,
  );

describe("a custom emoji's menu", () => {
  it('offers copy to all, details for this server’s emoji, and editing to those who manage emoji', () => {
    expect(texts(true, { isAdmin: false, policies: {} })).toEqual([':wave:', 'copy', 'info']);
    expect(texts(true, { isAdmin: false, policies: { canManageCustomEmojis: true } })).toEqual([
      ':wave:',
      'copy',
      'info',
      'edit',
    ]);
    expect(texts(true, { isAdmin: true, policies: {} })).toContain('edit');
    // Another server's emoji: only its code.
    expect(texts(false, { isAdmin: true, policies: {} })).toEqual([':wave:', 'copy']);
  });
});
