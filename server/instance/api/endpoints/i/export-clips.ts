import { defineEndpoint } from '../../endpoint';
import { queueExport } from '../../families/account-data';
import { DAY } from '../../rate-limit';

/** Exports one's clips and their notes as JSON into the drive; an exportCompleted notification follows. */
export default defineEndpoint({
  name: 'i/export-clips',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: { duration: DAY, max: 1 },
  params: { type: 'object', properties: {} },
  handle: (_params, ctx) => queueExport(ctx, 'clip'),
});
