import { describe, expect, it } from 'vitest';
import type { CustomEmoji } from './emoji-data';
import { offeredAsReaction } from './reaction-acceptance';

const emoji = (over: Partial<CustomEmoji> = {}): CustomEmoji => ({
  name: 'blob',
  aliases: [],
  category: null,
  url: '/emoji/blob.webp',
  ...over,
});
const note = (reactionAcceptance: string | null, host: string | null = null) => ({
  user: { host },
  reactionAcceptance,
});

describe('offeredAsReaction', () => {
  it('leaves out sensitive emoji for notes that accept only non-sensitive reactions', () => {
    const sensitive = emoji({ isSensitive: true });
    expect(offeredAsReaction(sensitive, note('nonSensitiveOnly'))).toBe(false);
    expect(offeredAsReaction(sensitive, note('nonSensitiveOnlyForLocalLikeOnlyForRemote'))).toBe(false);
    expect(offeredAsReaction(sensitive, note(null))).toBe(true);
    expect(offeredAsReaction(sensitive, note('likeOnlyForRemote'))).toBe(true);
    expect(offeredAsReaction(emoji(), note('nonSensitiveOnly'))).toBe(true);
  });

  it('leaves out emoji kept to this server for another server’s note', () => {
    expect(offeredAsReaction(emoji({ localOnly: true }), note(null, 'remote.example'))).toBe(false);
    expect(offeredAsReaction(emoji({ localOnly: true }), note(null))).toBe(true);
  });

  it('leaves out an emoji kept for roles the viewer does not have, once their roles are known', () => {
    const kept = emoji({ roleIdsThatCanBeUsedThisEmojiAsReaction: ['staff'] });
    expect(offeredAsReaction(kept, note(null), ['gardeners'])).toBe(false);
    expect(offeredAsReaction(kept, note(null), ['staff'])).toBe(true);
    expect(offeredAsReaction(kept, note(null), null)).toBe(true);
  });
});
