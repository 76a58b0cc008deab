import { defineEndpoint } from '../../endpoint';
import { id, text } from '../../schema';

/** Compares a client's board checksum with the game's; a differing one gets the game to resync. */
export default defineEndpoint({
  name: 'reversi/verify',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { gameId: id, crc32: text(32) }, required: ['gameId', 'crc32'] },
  handle(params, ctx) {
    return ctx.services.reversi.verify(params.gameId, params.crc32);
  },
});
