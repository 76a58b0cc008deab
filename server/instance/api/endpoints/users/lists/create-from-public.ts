import { listErrors } from '../../../../lists/list-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** A list of one's own with the members of someone's public list. */
export default defineEndpoint({
  name: 'users/lists/create-from-public',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1, maxLength: 100 }, listId: id },
    required: ['name', 'listId'],
  },
  handle(params, ctx) {
    const { lists } = ctx.services;
    const user = signedIn(ctx);
    const source = lists.byId(params.listId);
    if (!source?.is_public) throw listErrors.noSuchListToCopy();
    const copy = lists.create(user.id, params.name, listErrors.tooManyUserListsToCopy);
    for (const memberId of lists.memberIds(source.id)) {
      lists.push(copy, memberId, {
        alreadyAdded: listErrors.alreadyAddedToCopy,
        blocked: listErrors.blockedFromCopy,
        tooMany: listErrors.tooManyUsersToCopy,
      });
    }
    return lists.pack(copy);
  },
});
