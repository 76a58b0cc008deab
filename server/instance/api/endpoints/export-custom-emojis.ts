import { defineEndpoint } from '../endpoint';
import { queueExport } from '../families/account-data';
import { HOUR } from '../rate-limit';

/**
 * Exports every custom emoji of the server with its image as a zip into the asker's drive; an
 * exportCompleted notification follows. Misskey lets any signed-in account ask for it.
 */
export default defineEndpoint({
  name: 'export-custom-emojis',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: { duration: HOUR, max: 1 },
  params: { type: 'object', properties: {} },
  handle: (_params, ctx) => queueExport(ctx, 'customEmoji'),
});
