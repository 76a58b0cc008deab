import { antennaErrors } from '../../../antennas/antenna-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { antennaId } from '../../families/antenna-params';

/** One of the caller's antennas. */
export default defineEndpoint({
  name: 'antennas/show',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: { antennaId }, required: ['antennaId'] },
  handle(params, ctx) {
    const { antennas } = ctx.services;
    const antenna = antennas.owned(signedIn(ctx).id, params.antennaId);
    if (!antenna) throw antennaErrors.noSuchAntennaToShow();
    return antennas.pack(antenna);
  },
});
