import type { entities } from 'misskey-js';

/** Where an antenna looks. */
export type AntennaSource = entities.Antenna['src'];

/** The antenna form's state: keyword lines and users as typed. */
export interface AntennaDraft {
  name: string;
  src: AntennaSource;
  userListId: string | null;
  users: string;
  keywords: string;
  excludeKeywords: string;
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeNotesInSensitiveChannel: boolean;
}

/** A new antenna's defaults, as Misskey's form has them. */
export const NEW_ANTENNA: AntennaDraft = {
  name: '',
  src: 'all',
  userListId: null,
  users: '',
  keywords: '',
  excludeKeywords: '',
  caseSensitive: false,
  localOnly: false,
  excludeBots: false,
  withReplies: false,
  withFile: false,
  excludeNotesInSensitiveChannel: false,
};

/** Keyword lines as typed: a line per OR, words separated by spaces within a line (AND). */
export function parseKeywordLines(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.split(/\s+/).filter((w) => w !== ''))
    .filter((words) => words.length > 0);
}

/** Keyword lines back as text. */
export const formatKeywordLines = (lines: readonly (readonly string[])[]) => lines.map((l) => l.join(' ')).join('\n');

/** Accounts as typed, one per line. */
export function parseUsers(text: string): string[] {
  return text
    .split('\n')
    .map((u) => u.trim())
    .filter((u) => u !== '');
}

/** An antenna as the form shows it. */
export function draftOf(antenna: entities.Antenna): AntennaDraft {
  return {
    name: antenna.name,
    src: antenna.src,
    userListId: antenna.userListId,
    users: antenna.users.join('\n'),
    keywords: formatKeywordLines(antenna.keywords),
    excludeKeywords: formatKeywordLines(antenna.excludeKeywords),
    caseSensitive: antenna.caseSensitive,
    localOnly: antenna.localOnly,
    excludeBots: antenna.excludeBots,
    withReplies: antenna.withReplies,
    withFile: antenna.withFile,
    excludeNotesInSensitiveChannel: antenna.excludeNotesInSensitiveChannel,
  };
}

/** What is wrong with a draft before it is sent (an i18n key), or null. */
export function draftProblem(draft: AntennaDraft): string | null {
  if (!draft.name.trim()) return 'needName';
  if (parseKeywordLines(draft.keywords).length === 0 && parseKeywordLines(draft.excludeKeywords).length === 0) {
    return 'needKeyword';
  }
  if (draft.src === 'list' && !draft.userListId) return 'needList';
  if ((draft.src === 'users' || draft.src === 'users_blacklist') && parseUsers(draft.users).length === 0) {
    return 'needUsers';
  }
  return null;
}

/** The draft as antennas/create's and antennas/update's parameters. */
export function paramsOf(draft: AntennaDraft) {
  return {
    name: draft.name.trim(),
    src: draft.src,
    userListId: draft.src === 'list' ? draft.userListId : null,
    keywords: parseKeywordLines(draft.keywords),
    excludeKeywords: parseKeywordLines(draft.excludeKeywords),
    users: draft.src === 'users' || draft.src === 'users_blacklist' ? parseUsers(draft.users) : [],
    caseSensitive: draft.caseSensitive,
    localOnly: draft.localOnly,
    excludeBots: draft.excludeBots,
    withReplies: draft.withReplies,
    withFile: draft.withFile,
    excludeNotesInSensitiveChannel: draft.excludeNotesInSensitiveChannel,
  };
}
