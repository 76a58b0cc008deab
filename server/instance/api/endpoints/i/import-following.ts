import { defineEndpoint } from '../../endpoint';
import { importParams, queueImport } from '../../families/account-data';
import { HOUR } from '../../rate-limit';

/** Follows the accounts a CSV in one's drive lists (Misskey's following export). */
export default defineEndpoint({
  name: 'i/import-following',
  requireCredential: true,
  secure: true,
  kind: null,
  prohibitMoved: true,
  requireRolePolicy: 'canImportFollowing',
  limit: { duration: HOUR, max: 1 },
  params: { ...importParams, properties: { ...importParams.properties, withReplies: { type: 'boolean' } } },
  handle(params, ctx) {
    queueImport(ctx, params.fileId, 'following', {
      noSuchFile: 'b98644cf-a5ac-4277-a502-0b8054a709a3',
      tooBigFile: 'dee9d4ed-ad07-43ed-8b34-b2856398bc60',
      emptyFile: '31a1b42c-06f7-42ae-8a38-a661c5c9f691',
    });
    return undefined;
  },
});
