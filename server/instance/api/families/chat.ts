import { chatErrors } from '../../chat/chat-errors';
import type { UserRow } from '../../users/user-row';
import { type ApiContext, signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { pageOf } from '../paging';
import { id, text } from '../schema';

/** The caller of a chat endpoint, once their role lets them read (or write) chat; else ROLE_PERMISSION_DENIED. */
export function chatCaller(ctx: ApiContext, what: 'read' | 'write'): UserRow {
  const me = signedIn(ctx);
  ctx.services.chat.require(me.id, what);
  return me;
}

/** The parameters of endpoints about one room (join, leave, show, delete, ...). */
export const roomParams = { type: 'object', properties: { roomId: id }, required: ['roomId'] } as const;

/** The parameters of chat/messages/react and unreact. */
export const reactionParams = {
  type: 'object',
  properties: { messageId: id, reaction: text(256) },
  required: ['messageId', 'reaction'],
} as const;

/** Paging of Misskey's room lists (members, invitations, owned, joining): 30 by default. */
export const roomListPaging = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
  sinceId: id,
  untilId: id,
} as const;

/** The page a room list asks for. */
export const roomListPage = (params: { limit?: number; sinceId?: string; untilId?: string }) =>
  pageOf({ ...params, limit: params.limit ?? 30 });

/** chat/messages/react or unreact: the same call on a message under two names, each with its error id. */
export function chatReactionEndpoint(name: 'chat/messages/react' | 'chat/messages/unreact') {
  const reacting = name === 'chat/messages/react';
  return defineEndpoint({
    name,
    requireCredential: true,
    kind: 'write:chat',
    limit: null,
    params: reactionParams,
    handle(params, ctx) {
      const { chat } = ctx.services;
      const me = chatCaller(ctx, 'write');
      const message = chat.messageById(params.messageId);
      if (!message) throw (reacting ? chatErrors.noSuchMessageToReact : chatErrors.noSuchMessageToUnreact)();
      if (reacting) chat.react(message, me.id, params.reaction);
      else chat.unreact(message, me.id, params.reaction);
      return undefined;
    },
  });
}
