import { defineEndpoint } from '../../endpoint';
import { importParams, queueImport } from '../../families/account-data';
import { HOUR } from '../../rate-limit';

/** Blocks the accounts a CSV in one's drive lists (Misskey's blocking export). */
export default defineEndpoint({
  name: 'i/import-blocking',
  requireCredential: true,
  secure: true,
  kind: null,
  prohibitMoved: true,
  requireRolePolicy: 'canImportBlocking',
  limit: { duration: HOUR, max: 1 },
  params: importParams,
  handle(params, ctx) {
    queueImport(ctx, params.fileId, 'blocking', {
      noSuchFile: 'ebb53e5f-6574-9c0c-0b92-7ca6def56d7e',
      tooBigFile: 'b7fbf0b1-aeef-3b21-29ef-fadd4cb72ccf',
      emptyFile: '6f3a4dcc-f060-a707-4950-806fbdbe60d6',
    });
    return undefined;
  },
});
