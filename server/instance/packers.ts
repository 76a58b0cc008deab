import { bindFirst } from './bind-first';
import { packFolder } from './drive/folders';
import { packDriveFile } from './drive/pack-file';
import type { Instance } from './instance';
import { packNote, packNotes } from './notes/pack-note';
import { packMe, packUserDetailed, packUserLite } from './users/pack-user';

/**
 * The ways rows become Misskey's entities, bound to one instance: endpoints pack what they answer
 * through `ctx.services.pack` rather than importing the packing modules.
 */
export function packersOf(instance: Instance) {
  const bind = bindFirst(instance);
  return {
    note: bind(packNote),
    notes: bind(packNotes),
    userLite: bind(packUserLite),
    userDetailed: bind(packUserDetailed),
    me: bind(packMe),
    driveFile: bind(packDriveFile),
    folder: bind(packFolder),
  };
}

/** The instance's packers (see packersOf). */
export type Packers = ReturnType<typeof packersOf>;
