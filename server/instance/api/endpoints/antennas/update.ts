import { antennaErrors } from '../../../antennas/antenna-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { antennaId, antennaProperties, givenFields } from '../../families/antenna-params';

/** Changes an antenna's settings; what is not sent stays. */
export default defineEndpoint({
  name: 'antennas/update',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { antennaId, ...antennaProperties }, required: ['antennaId'] },
  handle(params, ctx) {
    const { antennas } = ctx.services;
    const antenna = antennas.owned(signedIn(ctx).id, params.antennaId);
    if (!antenna) throw antennaErrors.noSuchAntennaToUpdate();
    return antennas.pack(antennas.update(antenna, givenFields(params)));
  },
});
