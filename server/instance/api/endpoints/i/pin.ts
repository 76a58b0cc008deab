import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { ownNote, pinParams, savePins } from '../../families/pins';

const errors = {
  pinLimitExceeded: clientError(
    'PIN_LIMIT_EXCEEDED',
    '72dab508-c64d-498f-8740-a8eec1ba385a',
    'You can not pin notes any more.',
  ),
  alreadyPinned: clientError(
    'ALREADY_PINNED',
    '8b18c2b7-68fe-4edb-9892-c0cbaeb6c913',
    'That note has already been pinned.',
  ),
};

/** Pins one of one's notes to the top of the profile, up to the role's pinLimit. */
export default defineEndpoint({
  name: 'i/pin',
  requireCredential: true,
  kind: 'write:account',
  prohibitMoved: true,
  limit: null,
  params: pinParams,
  handle(params, ctx) {
    const { user, note, pinned } = ownNote(ctx, params.noteId, '56734f8b-3928-431e-bf80-6ff87df40cb3');
    if (pinned.length >= ctx.services.instance.policiesOf(user.id).pinLimit) throw errors.pinLimitExceeded();
    if (pinned.includes(note.id)) throw errors.alreadyPinned();
    // The latest pin shows first, as Misskey lists them.
    return savePins(ctx, user, [note.id, ...pinned]);
  },
});
