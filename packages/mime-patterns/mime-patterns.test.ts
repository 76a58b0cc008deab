import { describe, expect, it } from 'vitest';
import { isUploadableType, matchesMimePattern } from './index';

describe('uploadable file types', () => {
  it('matches a type by prefix for a wildcard and exactly otherwise', () => {
    expect(matchesMimePattern('image/*', 'image/png')).toBe(true);
    expect(matchesMimePattern('image/*', 'imagery/png')).toBe(false);
    expect(matchesMimePattern('application/json', 'application/json')).toBe(true);
    expect(matchesMimePattern('application/json', 'application/jsonl')).toBe(false);
    expect(isUploadableType('video/mp4', ['text/*', 'video/*'])).toBe(true);
    expect(isUploadableType('application/zip', ['text/*', 'video/*'])).toBe(false);
  });
});
