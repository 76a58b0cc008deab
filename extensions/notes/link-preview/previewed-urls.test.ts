import * as mfm from 'mfm-js';
import { describe, expect, it } from 'vitest';
import { previewedUrls } from './previewed-urls';

describe('previewedUrls (which links of a note get a preview card)', () => {
  it('takes URLs and links, once per page, http and https only', () => {
    const text =
      'see https://a.example/page#one and https://a.example/page#two, [b](https://b.example/) ' +
      '<https://c.example/x> and **https://d.example/** https://a.example/page#one';
    expect(previewedUrls(mfm.parse(text))).toEqual([
      'https://a.example/page#one',
      'https://b.example/',
      'https://c.example/x',
      'https://d.example/',
    ]);
  });

  it('leaves out silent links and the quoted note’s own address', () => {
    const text = '?[quiet](https://quiet.example/) https://here.example/notes/1 https://loud.example/';
    expect(previewedUrls(mfm.parse(text), ['https://here.example/notes/1', null])).toEqual(['https://loud.example/']);
  });
});
