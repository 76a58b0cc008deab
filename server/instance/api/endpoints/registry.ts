import type { Instance } from '../../instance';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { clientError } from '../errors';
import { nullableText, text } from '../schema';

const noSuchKey = (id: string) => clientError('NO_SUCH_KEY', id, 'No such key.');
const errors = {
  get: noSuchKey('ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a'),
  getDetail: noSuchKey('97a1e8e7-c0f7-47d2-957a-92e61256e01a'),
  remove: noSuchKey('1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019'),
};

const scope = {
  type: 'array',
  default: [],
  maxItems: 16,
  items: { type: 'string', pattern: '^[a-zA-Z0-9_]+$', maxLength: 256 },
} as const;
const domain = nullableText(256);
const keyed = {
  type: 'object',
  properties: { key: { ...text(1024), minLength: 1 }, scope, domain },
  required: ['key'],
} as const;

interface RegistryRow {
  key: string;
  value: string;
  updated_at: number;
}

/**
 * The per-user key-value registry clients keep their settings in (preference sync, backups,
 * themes, deck profiles). Scopes are paths of names; values are any JSON.
 */
export function registryEndpoints(instance: Instance) {
  const db = instance.db;
  const scopeKey = (s: readonly string[] | undefined) => JSON.stringify(s ?? []);
  const row = (userId: string, s: readonly string[] | undefined, key: string) =>
    db
      .prepare('SELECT key, value, updated_at FROM registry WHERE user_id = ? AND scope = ? AND key = ?')
      .get(userId, scopeKey(s), key) as RegistryRow | undefined;

  return [
    defineEndpoint({
      name: 'i/registry/get-all',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: { type: 'object', properties: { scope, domain } },
      handle(params, ctx) {
        const rows = db
          .prepare('SELECT key, value FROM registry WHERE user_id = ? AND scope = ?')
          .all(signedIn(ctx).id, scopeKey(params.scope)) as RegistryRow[];
        // misskey-js types this 'any object' result as an empty record; the values are the stored JSON.
        return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown])) as Record<string, never>;
      },
    }),
    defineEndpoint({
      name: 'i/registry/get',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: keyed,
      handle(params, ctx) {
        const found = row(signedIn(ctx).id, params.scope, params.key);
        if (!found) throw errors.get();
        return JSON.parse(found.value);
      },
    }),
    defineEndpoint({
      name: 'i/registry/get-detail',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: keyed,
      handle(params, ctx) {
        const found = row(signedIn(ctx).id, params.scope, params.key);
        if (!found) throw errors.getDetail();
        return { updatedAt: new Date(found.updated_at).toISOString(), value: JSON.parse(found.value) };
      },
    }),
    defineEndpoint({
      name: 'i/registry/set',
      requireCredential: true,
      kind: 'write:account',
      limit: null,
      params: { ...keyed, properties: { ...keyed.properties, value: {} }, required: ['key', 'value'] },
      handle(params, ctx) {
        const user = signedIn(ctx);
        db.prepare(
          `INSERT INTO registry (user_id, scope, key, value, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(user_id, scope, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        ).run(user.id, scopeKey(params.scope), params.key, JSON.stringify(params.value), Date.now());
        instance.events.emit('registryUpdated', user.id, {
          scope: params.scope ?? [],
          key: params.key,
          value: params.value,
        });
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'i/registry/remove',
      requireCredential: true,
      kind: 'write:account',
      limit: null,
      params: keyed,
      handle(params, ctx) {
        const removed = db
          .prepare('DELETE FROM registry WHERE user_id = ? AND scope = ? AND key = ?')
          .run(signedIn(ctx).id, scopeKey(params.scope), params.key);
        if (removed.changes === 0) throw errors.remove();
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'i/registry/keys',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: { type: 'object', properties: { scope, domain } },
      handle(params, ctx) {
        const rows = db
          .prepare('SELECT key FROM registry WHERE user_id = ? AND scope = ? ORDER BY key')
          .all(signedIn(ctx).id, scopeKey(params.scope)) as { key: string }[];
        return rows.map((r) => r.key);
      },
    }),
    defineEndpoint({
      name: 'i/registry/keys-with-type',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: { type: 'object', properties: { scope, domain } },
      handle(params, ctx) {
        const rows = db
          .prepare('SELECT key, value FROM registry WHERE user_id = ? AND scope = ? ORDER BY key')
          .all(signedIn(ctx).id, scopeKey(params.scope)) as RegistryRow[];
        return Object.fromEntries(rows.map((r) => [r.key, typeOf(JSON.parse(r.value))]));
      },
    }),
    defineEndpoint({
      name: 'i/registry/scopes-with-domain',
      requireCredential: true,
      secure: true,
      kind: null,
      limit: null,
      params: { type: 'object', properties: {} },
      handle(_params, ctx) {
        const rows = db.prepare('SELECT DISTINCT scope FROM registry WHERE user_id = ?').all(signedIn(ctx).id) as {
          scope: string;
        }[];
        return [{ domain: null, scopes: rows.map((r) => JSON.parse(r.scope) as string[]) }];
      },
    }),
  ];
}

function typeOf(value: unknown): 'null' | 'array' | 'number' | 'string' | 'boolean' | 'object' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'number' | 'string' | 'boolean' | 'object';
}
