import { describe, expect, it } from 'vitest';
import { renoteVisibility } from './renote-choices';

const channel = { id: 'c', name: 'C', color: '#000', isSensitive: false, allowRenoteToExternal: true, userId: null };

describe("a renote's visibility, as Misskey's client sets it", () => {
  it("takes the narrower of the note's and the viewer's default", () => {
    const defaults = { visibility: 'home' as const, localOnly: true };
    expect(renoteVisibility({ visibility: 'public', channel: null }, defaults)).toEqual({
      visibility: 'home',
      localOnly: true,
    });
    expect(renoteVisibility({ visibility: 'followers', channel: null }, defaults).visibility).toBe('followers');
  });

  it('keeps a renote from a sensitive channel off the public timelines', () => {
    const none = { visibility: undefined, localOnly: undefined };
    expect(renoteVisibility({ visibility: 'public', channel }, none)).toEqual({
      visibility: 'public',
      localOnly: false,
    });
    expect(
      renoteVisibility({ visibility: 'public', channel: { ...channel, isSensitive: true } }, none).visibility,
    ).toBe('home');
  });
});
