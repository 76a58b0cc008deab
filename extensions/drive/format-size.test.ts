import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('reads bytes in powers of 1024 with one decimal below a hundred', () => {
    expect(formatSize(812, 'en-US')).toBe('812 B');
    expect(formatSize(4300, 'en-US')).toBe('4.2 KB');
    expect(formatSize(31 * 1024 * 1024, 'en-US')).toBe('31 MB');
    expect(formatSize(150 * 1024 * 1024, 'en-US')).toBe('150 MB');
  });
});
