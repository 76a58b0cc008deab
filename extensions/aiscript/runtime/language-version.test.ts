import { describe, expect, it } from 'vitest';
import { languageGeneration, languageVersion } from './language-version';

describe('the language version annotation (spec 001 section 9)', () => {
  it('reads the version of the first line', () => {
    expect(languageVersion('/// @ 0.19.0\n<: 1')).toBe('0.19.0');
    expect(languageVersion('  ///@1.2.1\n')).toBe('1.2.1');
    expect(languageVersion('<: 1\n/// @ 0.19.0')).toBeNull();
    expect(languageVersion('')).toBeNull();
  });

  it('runs 0.12 to 0.x on the legacy interpreter, 1.x and later on the current one, and nothing older', () => {
    expect(languageGeneration('0.12.0')).toBe('legacy');
    expect(languageGeneration('0.19.0')).toBe('legacy');
    expect(languageGeneration('1.0.0')).toBe('current');
    expect(languageGeneration('1.2.1')).toBe('current');
    expect(languageGeneration('0.11.1')).toBeNull();
    expect(languageGeneration('next')).toBeNull();
  });
});
