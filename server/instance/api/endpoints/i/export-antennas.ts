import { defineEndpoint } from '../../endpoint';
import { queueExport } from '../../families/account-data';
import { HOUR } from '../../rate-limit';

/** Exports one's antennas as JSON into the drive; an exportCompleted notification follows. */
export default defineEndpoint({
  name: 'i/export-antennas',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: { duration: HOUR, max: 1 },
  params: { type: 'object', properties: {} },
  handle: (_params, ctx) => queueExport(ctx, 'antenna'),
});
