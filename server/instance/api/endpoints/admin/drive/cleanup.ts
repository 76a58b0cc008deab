import { defineEndpoint } from '../../../endpoint';

/** Deletes the files no account owns any more (Misskey's admin/drive/cleanup; see Drive.cleanUp). */
export default defineEndpoint({
  name: 'admin/drive/cleanup',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:drive',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    ctx.services.drive.cleanUp();
    return undefined;
  },
});
