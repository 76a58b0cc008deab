import { describe, expect, it } from 'vitest';
import { isCodeReference, manifestProblems } from './index';

const good = {
  manifestVersion: 1,
  id: 'weather',
  title: 'Weather',
  version: '1.0.0',
  sdk: '^3.0.0',
  bundle: 'weather.js',
  integrity: `sha384-${'A'.repeat(64)}`,
  declaration: {},
  strings: { 'en-US': { title: 'Weather' } },
};

describe('the run-time extension manifest', () => {
  it('accepts a well-formed manifest', () => {
    expect(manifestProblems(good)).toEqual([]);
  });

  it('says what is wrong with a malformed one, field by field', () => {
    expect(manifestProblems('x')).toEqual(['the manifest is not a JSON object']);
    const problems = manifestProblems({
      ...good,
      manifestVersion: 2,
      id: 'Weather!',
      sdk: '',
      bundle: '../etc/passwd',
      integrity: 'sha256-abc',
      strings: { 'en-US': { title: 3 } },
    });
    expect(problems).toEqual([
      'manifestVersion is 2, not 1',
      'id must be lower-case letters, digits and dashes, starting with a letter',
      'sdk must be a non-empty string',
      'bundle must be the file name of a .js file beside the manifest',
      "integrity must be a SHA-384 integrity value ('sha384-' and 64 base64 characters)",
      'strings must map each language to an object of strings',
    ]);
  });

  it('knows a code reference from other objects', () => {
    expect(isCodeReference({ $code: 'main' })).toBe(true);
    expect(isCodeReference({ $code: 'main', other: 1 })).toBe(false);
    expect(isCodeReference({ code: 'main' })).toBe(false);
    expect(isCodeReference(null)).toBe(false);
  });
});
