import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';
import { id } from '../../../schema';

const noSuchFile = clientError('NO_SUCH_FILE', '485ce26d-f5d2-4313-9783-e689d131eafb', 'No such file.');

/**
 * The chat messages a file is attached to, newest first: the caller's own files, or any file
 * for moderators (who need no chat role to look, as in Misskey).
 */
export default defineEndpoint({
  name: 'drive/files/attached-chat-messages',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties, fileId: id }, required: ['fileId'] },
  handle(params, ctx) {
    const { chat, drive, pack, roles } = ctx.services;
    const user = signedIn(ctx);
    const moderator = roles.isModerator(user);
    if (!moderator) chat.require(user.id, 'read');
    const file = drive.byId(params.fileId);
    if (!file || (!moderator && file.user_id !== user.id)) throw noSuchFile();
    return pack.chatMessagesDetailed(chat.messagesWithFile(file.id, pageOf(params)), user.id);
  },
});
