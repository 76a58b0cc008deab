import { clipNoteEndpoint } from '../../families/clips';

/** Puts a note into one of the caller's clips. */
export default clipNoteEndpoint('clips/add-note');
