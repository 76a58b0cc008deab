import { antennaErrors } from '../../../antennas/antenna-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { antennaId } from '../../families/antenna-params';
import { pageOf, pagingProperties } from '../../paging';

/** The notes an antenna caught, newest first. */
export default defineEndpoint({
  name: 'antennas/notes',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: { antennaId, ...pagingProperties }, required: ['antennaId'] },
  handle(params, ctx) {
    const { antennas, pack } = ctx.services;
    const user = signedIn(ctx);
    const antenna = antennas.owned(user.id, params.antennaId);
    if (!antenna) throw antennaErrors.noSuchAntennaForNotes();
    return pack.notes(antennas.notes(antenna, pageOf(params)), user.id);
  },
});
