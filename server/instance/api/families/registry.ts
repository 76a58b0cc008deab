import type { Db } from '../../db/database';
import { clientError } from '../../errors';
import { nullableText, text } from '../schema';

/** Misskey's NO_SUCH_KEY, with each endpoint's own id. */
const noSuchKey = (id: string) => clientError('NO_SUCH_KEY', id, 'No such key.');
export const registryErrors = {
  get: noSuchKey('ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a'),
  getDetail: noSuchKey('97a1e8e7-c0f7-47d2-957a-92e61256e01a'),
  remove: noSuchKey('1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019'),
};

/** A scope: a path of names. */
export const scope = {
  type: 'array',
  default: [],
  maxItems: 16,
  items: { type: 'string', pattern: '^[a-zA-Z0-9_]+$', maxLength: 256 },
} as const;
/** Another client's domain (Misskey keeps registries per app); this server keeps one per user. */
export const domain = nullableText(256);
/** The parameters naming one key of a scope. */
export const keyed = {
  type: 'object',
  properties: { key: { ...text(1024), minLength: 1 }, scope, domain },
  required: ['key'],
} as const;
/** The parameters naming a whole scope. */
export const scoped = { type: 'object', properties: { scope, domain } } as const;

export interface RegistryRow {
  key: string;
  value: string;
  updated_at: number;
}

/** How a scope is stored: its names as JSON. */
export const scopeKey = (names: readonly string[]) => JSON.stringify(names);

/** Every stored key of a user's scope with its value, by key. */
export function scopeRows(db: Db, userId: string, names: readonly string[]): RegistryRow[] {
  return db
    .prepare('SELECT key, value, updated_at FROM registry WHERE user_id = ? AND scope = ? ORDER BY key')
    .all(userId, scopeKey(names)) as RegistryRow[];
}

/** One stored key of a user's scope. */
export function registryRow(db: Db, userId: string, names: readonly string[], key: string): RegistryRow | undefined {
  return db
    .prepare('SELECT key, value, updated_at FROM registry WHERE user_id = ? AND scope = ? AND key = ?')
    .get(userId, scopeKey(names), key) as RegistryRow | undefined;
}
