import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { profileChanges, profileDraftOf } from './profile-draft';

const me = {
  name: 'Alice',
  description: null,
  location: null,
  birthday: null,
  lang: null,
  fields: [{ name: 'Site', value: 'https://example.com' }],
  followedMessage: null,
  isBot: false,
  isCat: false,
} as unknown as entities.MeDetailed;

describe('the profile form', () => {
  it('starts from the account, with empty text for what is unset', () => {
    expect(profileDraftOf(me)).toMatchObject({ name: 'Alice', description: '', lang: '', isCat: false });
  });

  it('sends only what changed, empty text as null and a known language', () => {
    const saved = profileDraftOf(me);
    expect(profileChanges(saved, saved)).toEqual({});
    const changes = profileChanges(saved, {
      ...saved,
      name: '  ',
      description: 'Hi **there**',
      lang: 'ja-JP',
      isCat: true,
    });
    expect(changes).toEqual({ name: null, description: 'Hi **there**', lang: 'ja-JP', isCat: true });
    expect(profileChanges(saved, { ...saved, lang: 'xx-NOPE' })).toEqual({ lang: null });
  });

  it('drops field rows left empty, and sends the fields only when they changed', () => {
    const saved = profileDraftOf(me);
    const blank = { ...saved, fields: [...saved.fields, { name: '', value: ' ' }] };
    expect(profileChanges(saved, blank)).toEqual({});
    const more = { ...saved, fields: [...saved.fields, { name: 'Pronouns', value: 'she/her' }] };
    expect(profileChanges(saved, more).fields).toEqual([
      { name: 'Site', value: 'https://example.com' },
      { name: 'Pronouns', value: 'she/her' },
    ]);
  });
});
