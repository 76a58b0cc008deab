import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { text } from '../../../schema';

/** Whether the caller already has a file with these bytes (by MD5). */
export default defineEndpoint({
  name: 'drive/files/check-existence',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: { type: 'object', properties: { md5: text(32) }, required: ['md5'] },
  handle(params, ctx) {
    return (
      ctx.services.instance.db
        .prepare('SELECT 1 FROM drive_files WHERE user_id = ? AND md5 = ? LIMIT 1')
        .get(signedIn(ctx).id, params.md5) !== undefined
    );
  },
});
