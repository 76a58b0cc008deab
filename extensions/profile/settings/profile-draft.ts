import { PROFILE_LANGS } from '@tessera/profile-langs';
import type { Endpoints, entities } from 'misskey-js';

type ProfileField = { name: string; value: string };

/** The profile as the settings form edits it: text as typed ('' for none). */
export interface ProfileDraft {
  name: string;
  description: string;
  location: string;
  birthday: string;
  lang: string;
  fields: readonly ProfileField[];
  followedMessage: string;
  isBot: boolean;
  isCat: boolean;
}

/** The form's starting values from the account. */
export function profileDraftOf(me: entities.MeDetailed): ProfileDraft {
  return {
    name: me.name ?? '',
    description: me.description ?? '',
    location: me.location ?? '',
    birthday: me.birthday ?? '',
    lang: me.lang ?? '',
    fields: me.fields.map((f) => ({ name: f.name, value: f.value })),
    followedMessage: me.followedMessage ?? '',
    isBot: me.isBot ?? false,
    isCat: me.isCat ?? false,
  };
}

/**
 * What i/update needs to make the saved profile the draft: only what changed, empty text as
 * null (Misskey's "none"), and fields without the rows left wholly empty.
 */
export function profileChanges(saved: ProfileDraft, draft: ProfileDraft): Endpoints['i/update']['req'] {
  const changes: Endpoints['i/update']['req'] = {};
  const text = (value: string) => (value.trim() === '' ? null : value);
  if (draft.name !== saved.name) changes.name = text(draft.name);
  if (draft.description !== saved.description) changes.description = text(draft.description);
  if (draft.location !== saved.location) changes.location = text(draft.location);
  if (draft.birthday !== saved.birthday) changes.birthday = text(draft.birthday);
  if (draft.lang !== saved.lang) changes.lang = PROFILE_LANGS.find((code) => code === draft.lang) ?? null;
  if (draft.followedMessage !== saved.followedMessage) changes.followedMessage = text(draft.followedMessage);
  if (draft.isBot !== saved.isBot) changes.isBot = draft.isBot;
  if (draft.isCat !== saved.isCat) changes.isCat = draft.isCat;
  const fields = draft.fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== '');
  if (JSON.stringify(fields) !== JSON.stringify(saved.fields)) changes.fields = fields.map((f) => ({ ...f }));
  return changes;
}
