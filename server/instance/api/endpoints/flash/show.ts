import { flashErrors } from '../../../flashes/flash-errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** A Play: any public one, or the caller's own private one. */
export default defineEndpoint({
  name: 'flash/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { flashId: id }, required: ['flashId'] },
  handle(params, ctx) {
    const { flashes } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const flash = flashes.readable(viewerId, params.flashId);
    if (!flash) throw flashErrors.noSuchFlashToShow();
    return flashes.pack(flash, viewerId);
  },
});
