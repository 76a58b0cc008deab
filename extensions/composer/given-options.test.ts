import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { withGivenIds } from './given-options';

const note = (id: string) => ({ id }) as entities.Note;

describe('the options a caller gives the composer', () => {
  it('reads the ids of the given reply, quote and channel', () => {
    expect(withGivenIds({ reply: note('r'), renote: note('q'), channel: { id: 'c', name: 'C' } })).toMatchObject({
      replyId: 'r',
      renoteId: 'q',
      channelId: 'c',
    });
  });

  it('keeps ids given as such', () => {
    expect(withGivenIds({ replyId: 'a', reply: note('a'), channelId: 'b' })).toMatchObject({
      replyId: 'a',
      channelId: 'b',
    });
    expect(withGivenIds({})).toEqual({});
  });
});
