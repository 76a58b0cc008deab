import { defineEndpoint } from '../../endpoint';
import { importParams, queueAntennaImport } from '../../families/account-data';
import { HOUR } from '../../rate-limit';

/** Creates the antennas of a JSON file in one's drive (Misskey's antennas export). */
export default defineEndpoint({
  name: 'i/import-antennas',
  requireCredential: true,
  secure: true,
  kind: null,
  prohibitMoved: true,
  requireRolePolicy: 'canImportAntennas',
  limit: { duration: HOUR, max: 1 },
  params: importParams,
  handle(params, ctx) {
    queueAntennaImport(ctx, params.fileId);
    return undefined;
  },
});
