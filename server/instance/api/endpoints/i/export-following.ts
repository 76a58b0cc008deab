import { defineEndpoint } from '../../endpoint';
import { queueExport } from '../../families/account-data';
import { HOUR } from '../../rate-limit';

/** Exports the accounts one follows as CSV into the drive, optionally without muted or inactive ones. */
export default defineEndpoint({
  name: 'i/export-following',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: { duration: HOUR, max: 1 },
  params: {
    type: 'object',
    properties: {
      excludeMuting: { type: 'boolean', default: false },
      excludeInactive: { type: 'boolean', default: false },
    },
  },
  handle: (params, ctx) => queueExport(ctx, 'following', params),
});
