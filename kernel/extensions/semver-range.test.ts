import { describe, expect, it } from 'vitest';
import { satisfies } from './semver-range';

describe('version ranges', () => {
  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['1.4.2', '1.x', true],
    ['1.4.2', '1.4.2', true],
    ['1.4.3', '1.4.2', false],
    ['1.0.0', '*', true],
    ['garbage', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
