// The clips extension's contract with other extensions: types only, imported with `import type`.
import type { entities } from 'misskey-js';

declare module '@tessera/sdk' {
  interface ClientEventMap {
    /** The viewer put a note in one of their clips. */
    'clips.noteClipped': { note: entities.Note; clip: entities.Clip };
  }
}
