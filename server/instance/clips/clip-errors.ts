import { clientError } from '../errors';

const noSuchClip = (id: string) => clientError('NO_SUCH_CLIP', id, 'No such clip.');

/** Misskey's clip errors; each endpoint words a missing clip with its own id. */
export const clipErrors = {
  tooManyClips: clientError(
    'TOO_MANY_CLIPS',
    '920f7c2d-6208-4b76-8082-e632020f5883',
    'You cannot create clip any more.',
  ),
  noSuchClipToAdd: noSuchClip('d6e76cc0-a1b5-4c7c-a287-73fa9c716dcf'),
  noSuchNoteToAdd: clientError('NO_SUCH_NOTE', 'fc8c0b49-c7a3-4664-a0a6-b418d386bb8b', 'No such note.'),
  alreadyClipped: clientError(
    'ALREADY_CLIPPED',
    '734806c4-542c-463a-9311-15c512803965',
    'The note has already been clipped.',
  ),
  tooManyClipNotes: clientError(
    'TOO_MANY_CLIP_NOTES',
    'f0dba960-ff73-4615-8df4-d6ac5d9dc118',
    'You cannot add notes to the clip any more.',
  ),
  noSuchClipToRemove: noSuchClip('b80525c6-97f7-49d7-a42d-ebccd49cfd52'),
  noSuchNoteToRemove: clientError('NO_SUCH_NOTE', 'aff017de-190e-434b-893e-33a9ff5049d8', 'No such note.'),
  noSuchClipToDelete: noSuchClip('70ca08ba-6865-4630-b6fb-8494759aa754'),
  noSuchClipToUpdate: noSuchClip('b4d92d70-b216-46fa-9a3f-a8c811699257'),
  noSuchClipToShow: noSuchClip('c3c5fe33-d62c-44d2-9ea5-d997703f5c20'),
  noSuchClipForNotes: noSuchClip('1d7645e6-2b6d-4635-b0fe-fe22b0e72e00'),
  noSuchClipToFavorite: noSuchClip('4c2aaeae-80d8-4250-9606-26cb1fdb77a5'),
  alreadyFavorited: clientError(
    'ALREADY_FAVORITED',
    '92658936-c625-4273-8326-2d790129256e',
    'The clip has already been favorited.',
  ),
  noSuchClipToUnfavorite: noSuchClip('2603966e-b865-426c-94a7-af4a01241dc1'),
  notFavorited: clientError(
    'NOT_FAVORITED',
    '90c3a9e8-b321-4dae-bf57-2bf79bbcc187',
    'You have not favorited the clip.',
  ),
  noSuchNoteForClips: clientError('NO_SUCH_NOTE', '47db1a1c-b0af-458d-8fb4-986e4efafe1e', 'No such note.'),
};
