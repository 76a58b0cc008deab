import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { userById } from '../../../families/user-lookup';
import { id, nullableText } from '../../../schema';

/** Sends a message to a user, if their chatScope takes it from the caller and they do not block them. */
export default defineEndpoint({
  name: 'chat/messages/create-to-user',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:chat',
  limit: { duration: 3_600_000, max: 500 },
  params: {
    type: 'object',
    properties: { text: nullableText(2000), fileId: id, toUserId: id },
    required: ['toUserId'],
  },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const to = userById(ctx, params.toUserId, chatErrors.noSuchUser);
    return chat.sendToUser(me, to, { text: params.text ?? null, fileId: params.fileId ?? null });
  },
});
