import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { antennaProperties, hasWords } from '../../families/antenna-params';

/** A new antenna, within the role's antennaLimit. */
export default defineEndpoint({
  name: 'antennas/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: antennaProperties,
    required: ['name', 'src', 'keywords', 'excludeKeywords', 'users', 'caseSensitive', 'withReplies', 'withFile'],
  },
  handle(params, ctx) {
    // Misskey answers this with an internal error: a form should not send it.
    if (!hasWords(params.keywords) && !hasWords(params.excludeKeywords)) {
      throw apiErrors.internal();
    }
    const { antennas } = ctx.services;
    const antenna = antennas.create(signedIn(ctx).id, {
      name: params.name,
      src: params.src,
      userListId: params.userListId ?? null,
      keywords: params.keywords,
      excludeKeywords: params.excludeKeywords,
      users: params.users,
      caseSensitive: params.caseSensitive,
      localOnly: params.localOnly ?? false,
      excludeBots: params.excludeBots ?? false,
      withReplies: params.withReplies,
      withFile: params.withFile,
      excludeNotesInSensitiveChannel: params.excludeNotesInSensitiveChannel ?? false,
    });
    return antennas.pack(antenna);
  },
});
