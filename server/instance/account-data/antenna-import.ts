import type { AntennaFields } from '../antennas/antennas';
import type { Services } from '../services';

/** An antenna as Misskey's antennas export writes it (see antennasExport). */
export interface ExportedAntenna {
  name: string;
  src: AntennaFields['src'];
  keywords: string[][];
  excludeKeywords: string[][];
  users: string[];
  userListAccts?: string[] | null;
  caseSensitive: boolean;
  localOnly?: boolean;
  excludeBots?: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeNotesInSensitiveChannel?: boolean;
}

const SOURCES: readonly string[] = ['home', 'all', 'users', 'list', 'users_blacklist'];

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isStringRows = (v: unknown): v is string[][] => Array.isArray(v) && v.every(isStrings);
const isFlag = (v: unknown, optional = false) => typeof v === 'boolean' || (optional && v === undefined);

/** Whether an entry of an antennas file has the shape Misskey's import accepts. */
export function isExportedAntenna(v: unknown): v is ExportedAntenna {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  return (
    typeof a.name === 'string' &&
    a.name.length >= 1 &&
    a.name.length <= 100 &&
    typeof a.src === 'string' &&
    SOURCES.includes(a.src) &&
    isStringRows(a.keywords) &&
    isStringRows(a.excludeKeywords) &&
    isStrings(a.users) &&
    (a.userListAccts === undefined || a.userListAccts === null || isStrings(a.userListAccts)) &&
    isFlag(a.caseSensitive) &&
    isFlag(a.withReplies) &&
    isFlag(a.withFile) &&
    isFlag(a.localOnly, true) &&
    isFlag(a.excludeBots, true) &&
    isFlag(a.excludeNotesInSensitiveChannel, true)
  );
}

/**
 * Creates the antennas of an antennas file, as Misskey's import does: entries without keywords
 * or of the wrong shape are passed over; an antenna on a list becomes one on the list's accounts
 * (src 'users'), since lists are not carried over. It stops at the role's antenna limit.
 */
export function runAntennaImport(services: Services, userId: string, entries: readonly unknown[]): void {
  if (!services.users.byId(userId)) return; // the account was deleted meanwhile
  for (const entry of entries) {
    if (!isExportedAntenna(entry)) continue;
    if (entry.keywords.length === 0 || entry.keywords[0]?.every((k) => k === '')) continue;
    const fromList = entry.src === 'list' && Array.isArray(entry.userListAccts);
    try {
      services.instance.atomically(() =>
        services.antennas.create(userId, {
          name: entry.name,
          src: fromList ? 'users' : entry.src,
          userListId: null,
          keywords: entry.keywords,
          excludeKeywords: entry.excludeKeywords,
          users: (fromList ? (entry.userListAccts ?? []) : entry.users).filter(Boolean),
          caseSensitive: entry.caseSensitive,
          localOnly: entry.localOnly ?? false,
          excludeBots: entry.excludeBots ?? false,
          withReplies: entry.withReplies,
          withFile: entry.withFile,
          excludeNotesInSensitiveChannel: entry.excludeNotesInSensitiveChannel ?? false,
        }),
      );
    } catch {
      return; // past the antenna limit: Misskey's job ends there too
    }
  }
}
