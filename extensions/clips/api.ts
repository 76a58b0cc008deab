// The clips extension's contract with other extensions: types only, imported with `import type`.
import type { entities } from 'misskey-js';

declare module '@tessera/sdk' {
  interface ClientEventMap {
    /** The viewer put a note in one of their clips. */
    'clips.noteClipped': { note: entities.Note; clip: entities.Clip };
  }
  interface CommandMap {
    /**
     * The clip menu for a note, the one the note menu's Clip opens (the viewer's clips, a new clip
     * made on the spot), at the anchor (else at the focused element). Check `commands.has` first:
     * clips may be off.
     */
    'clips.clipNote': (note: entities.Note, anchor?: HTMLElement) => Promise<void>;
  }
}
