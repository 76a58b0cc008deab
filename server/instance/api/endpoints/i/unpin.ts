import { defineEndpoint } from '../../endpoint';
import { ownNote, pinParams, savePins } from '../../families/pins';

/** Takes a note off the profile's pinned notes (unpinning one that is not pinned changes nothing). */
export default defineEndpoint({
  name: 'i/unpin',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: pinParams,
  handle(params, ctx) {
    const { user, note, pinned } = ownNote(ctx, params.noteId, '454170ce-9d63-4a43-9da1-ea10afe81e21');
    return savePins(
      ctx,
      user,
      pinned.filter((id) => id !== note.id),
    );
  },
});
