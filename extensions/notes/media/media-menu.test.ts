import { describe, expect, it } from 'vitest';
import { mediaMenuItems } from './media-menu';

const file = { id: 'f1', name: 'beach.png', url: 'https://x.example/beach.png', userId: 'tim' };
const actions = { hide: () => {}, setSensitive: () => {} };
const texts = (viewer: { userId: string | null; isModerator: boolean; isAdmin: boolean }, sensitive = false) =>
  mediaMenuItems(file, sensitive, viewer, (key) => key, actions).map((item) =>
    'text' in item ? item.text : item.type,
  );

describe("a note image's menu", () => {
  it('gives its owner the file page, moderators the sensitive switch and the control panel, everyone hide and download', () => {
    expect(texts({ userId: 'tim', isModerator: false, isAdmin: false })).toEqual([
      'hide',
      'download',
      'divider',
      'details',
    ]);
    expect(texts({ userId: 'ann', isModerator: false, isAdmin: false })).toEqual(['hide', 'download']);
    expect(texts({ userId: 'zoe', isModerator: true, isAdmin: false }, true)).toEqual([
      'hide',
      'download',
      'unmarkSensitive',
      'divider',
      'moderate',
    ]);
    expect(texts({ userId: null, isModerator: false, isAdmin: false })).toEqual(['hide', 'download']);
  });
});
