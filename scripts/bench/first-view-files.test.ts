import { describe, expect, it } from 'vitest';
import { firstViewFile } from './first-view-files';

describe('what the bench counts in the first view', () => {
  it('counts scripts and stylesheets as code', () => {
    expect(firstViewFile('script', 'http://h/client-assets/e-abc.js')).toBe('code');
    expect(firstViewFile('stylesheet', 'http://h/client-assets/a-abc.css')).toBe('code');
  });

  it('counts the locale tables the page fetches as strings', () => {
    expect(firstViewFile('fetch', 'http://h/assets/locales/en-US.d14f8a664d.json')).toBe('strings');
    expect(firstViewFile('fetch', 'http://h/assets/locales/ko-KR/notes.d14f8a664d.json')).toBe('strings');
  });

  it('counts nothing else', () => {
    expect(firstViewFile('fetch', 'http://h/api/notes/timeline')).toBeNull();
    expect(firstViewFile('image', 'http://h/client-assets/icon.svg')).toBeNull();
  });

  it('counts the page apart', () => {
    expect(firstViewFile('document', 'http://h/')).toBe('page');
  });
});
