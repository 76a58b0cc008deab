import { defineEndpoint } from '../../endpoint';
import { importParams, queueImport } from '../../families/account-data';
import { HOUR } from '../../rate-limit';

/** Mutes the accounts a CSV in one's drive lists (Misskey's mute export). */
export default defineEndpoint({
  name: 'i/import-muting',
  requireCredential: true,
  secure: true,
  kind: null,
  prohibitMoved: true,
  requireRolePolicy: 'canImportMuting',
  limit: { duration: HOUR, max: 1 },
  params: importParams,
  handle(params, ctx) {
    queueImport(ctx, params.fileId, 'muting', {
      noSuchFile: 'e674141e-bd2a-ba85-e616-aefb187c9c2a',
      tooBigFile: '9b4ada6d-d7f7-0472-0713-4f558bd1ec9c',
      emptyFile: 'd2f12af1-e7b4-feac-86a3-519548f2728e',
    });
    return undefined;
  },
});
