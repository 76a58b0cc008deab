// The favorites extension's contract with other extensions: types only, imported with `import type`.
import type { entities } from 'misskey-js';

declare module '@tessera/sdk' {
  interface ClientEventMap {
    /** The viewer marked a note as a favourite. */
    'favorites.noteFavorited': { note: entities.Note };
  }
}
