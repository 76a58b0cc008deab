import { describe, expect, it } from 'vitest';
import { timeOfId } from './id-time';

const at = Date.UTC(2025, 11, 24, 10, 30, 0);

describe('the time in a Misskey id', () => {
  it("reads each of Misskey's formats", () => {
    const aid = (at - 946_684_800_000).toString(36).padStart(8, '0');
    expect(timeOfId(`${aid}a1`)).toBe(at); // aid
    expect(timeOfId(`${aid}0001x9z2`)).toBe(at); // aidx
    expect(timeOfId(`${(at + 0x800000000000).toString(16)}0123456789ab`)).toBe(at); // meid
    expect(timeOfId(`g${at.toString(16).padStart(11, '0')}0123456789ab`)).toBe(at); // meidg
    expect(timeOfId(`${Math.floor(at / 1000).toString(16)}0123456789abcdef`)).toBe(at); // ObjectId
    expect(timeOfId('01KD7YH420ABCDEFGHJKMNPQRS')).toBe(at); // ulid
  });

  it('gives null for an id of no known format', () => {
    expect(timeOfId('')).toBeNull();
    expect(timeOfId('not-an-id')).toBeNull();
  });
});
