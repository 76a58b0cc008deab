import type { AntennaFields } from '../../antennas/antennas';
import { id } from '../schema';

const words = {
  type: 'array',
  maxItems: 100,
  items: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 200 } },
} as const;

/** antennas/create's and antennas/update's parameters, with bounds on the word lists. */
export const antennaProperties = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  src: { type: 'string', enum: ['home', 'all', 'users', 'list', 'users_blacklist'] },
  userListId: { type: ['string', 'null'], format: 'misskey:id' },
  keywords: words,
  excludeKeywords: words,
  users: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 512 } },
  caseSensitive: { type: 'boolean' },
  localOnly: { type: 'boolean' },
  excludeBots: { type: 'boolean' },
  withReplies: { type: 'boolean' },
  withFile: { type: 'boolean' },
  excludeNotesInSensitiveChannel: { type: 'boolean' },
  // Older clients still send it; Misskey no longer notifies.
  notify: { type: 'boolean' },
} as const;

/** The antenna id parameter. */
export const antennaId = id;

/** Whether a set of keyword lines holds any word. */
export const hasWords = (groups: readonly (readonly string[])[] | undefined) =>
  (groups ?? []).some((g) => g.some((w) => w !== ''));

/** The fields given in a call, leaving out those not sent. */
export function givenFields(params: Record<string, unknown>): Partial<AntennaFields> {
  const keys = [
    'name',
    'src',
    'userListId',
    'keywords',
    'excludeKeywords',
    'users',
    'caseSensitive',
    'localOnly',
    'excludeBots',
    'withReplies',
    'withFile',
    'excludeNotesInSensitiveChannel',
  ] as const;
  return Object.fromEntries(keys.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]));
}
