import { clipNoteEndpoint } from '../../families/clips';

/** Takes a note out of one of the caller's clips. */
export default clipNoteEndpoint('clips/remove-note');
