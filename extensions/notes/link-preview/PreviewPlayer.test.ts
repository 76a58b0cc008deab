import { describe, expect, it } from 'vitest';
import { isPlayable } from './PreviewPlayer';

const player = (url: string | null) => ({ url, width: 640, height: 360, allow: [] });

describe('isPlayable (which preview players may be framed)', () => {
  it('frames https players only', () => {
    expect(isPlayable(player('https://player.example/embed/1'))).toBe(true);
    expect(isPlayable(player('http://player.example/embed/1'))).toBe(false);
    expect(isPlayable(player('javascript:alert(1)'))).toBe(false);
    expect(isPlayable(player('not a url'))).toBe(false);
    expect(isPlayable(player(null))).toBe(false);
  });
});
