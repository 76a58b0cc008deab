// The about extension's contract with other extensions: types only.
import type { entities } from 'misskey-js';

declare module '@tessera/sdk' {
  interface MenuContexts {
    /** The about menu's entries. The server's metadata, where it could be had (an entry may depend on it: invitations, ads). */
    about: { meta: entities.MetaDetailed | null };
    /** The about menu's tools. */
    tools: Record<string, never>;
  }
  interface ClientEventMap {
    /** The viewer opened the server's charts (#charts of /about). */
    'about.chartsViewed': Record<string, never>;
    /** The viewer pressed the about-the-software page's "Click here". */
    'about.clickedHere': Record<string, never>;
    /** The viewer found the tile hidden on the about-the-software page. */
    'about.treasureFound': Record<string, never>;
  }
  interface CommandMap {
    /** Opens the about menu (the server's pages, the `about` and `tools` slots, the policy links). */
    'about.openMenu': () => Promise<void>;
  }
}
