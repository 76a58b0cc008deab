import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';
import { id } from '../../../schema';

const noSuchFile = clientError('NO_SUCH_FILE', 'c118ece3-2e4b-4296-99d1-51756e32d232', 'No such file.');

/** The notes one of the caller's files is attached to, newest first. */
export default defineEndpoint({
  name: 'drive/files/attached-notes',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties, fileId: id }, required: ['fileId'] },
  handle(params, ctx) {
    const { drive, pack } = ctx.services;
    const user = signedIn(ctx);
    if (drive.byId(params.fileId)?.user_id !== user.id) throw noSuchFile();
    const where = ['EXISTS (SELECT 1 FROM json_each(n.file_ids) WHERE value = ?)'];
    return pack.notes(ctx.services.notes.page(where, [params.fileId], pageOf(params), user.id), user.id);
  },
});
