import type { ApiContext } from '../context';
import type { AnyEndpoint } from '../endpoint';
import { nullableText, text } from '../schema';

const count = { type: 'integer', minimum: 0 } as const;

/** What the test says of the server it seeds. */
interface SeedParams {
  host: string;
  name?: string | null;
  description?: string | null;
  softwareName?: string | null;
  softwareVersion?: string | null;
  usersCount?: number;
  notesCount?: number;
}

/**
 * Records another server as if this one had met it, for end-to-end tests of the pages about other
 * servers (a server that does not federate meets none); only offered with --enable-test-reset.
 * Misskey has no such endpoint, so it is declared outside misskey-js's names.
 */
const seedInstance: AnyEndpoint = {
  name: 'seed-instance',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      host: text(256),
      name: nullableText(256),
      description: nullableText(4096),
      softwareName: nullableText(64),
      softwareVersion: nullableText(64),
      usersCount: count,
      notesCount: count,
    },
    required: ['host'],
  },
  handle(params: SeedParams, ctx: ApiContext) {
    const row = ctx.services.knownServers.add({
      host: params.host,
      name: params.name ?? null,
      description: params.description ?? null,
      software_name: params.softwareName ?? null,
      software_version: params.softwareVersion ?? null,
      users_count: params.usersCount ?? 0,
      notes_count: params.notesCount ?? 0,
      latest_request_received_at: Date.now(),
      info_updated_at: Date.now(),
    });
    return ctx.services.knownServers.pack(row, true);
  },
};

export default seedInstance;
