import { beforeAll, describe, expect, it } from 'vitest';
import { loadMfmParser } from './parse';
import { mfmToPlainText } from './plain-text';

beforeAll(() => loadMfmParser());

describe('MFM as plain text', () => {
  it('keeps the words and drops the markup', () => {
    expect(mfmToPlainText('My $[jelly ferns] are **finally** growing. <small>slowly</small>')).toBe(
      'My ferns are finally growing. slowly',
    );
  });

  it('reads mentions, hashtags, emoji and links as written, on one line', () => {
    expect(mfmToPlainText('@alice look #tessera :sunny:\n> quoted\n[site](https://a.example)')).toBe(
      '@alice look #tessera :sunny: quoted site',
    );
  });
});
