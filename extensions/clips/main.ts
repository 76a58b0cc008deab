import type { ExtensionContext } from '@tessera/sdk';
import type {} from './api';

/** The clip menu as a command, for the note footer's Clip button (the notes extension's). */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('clips.clipNote', async (note, anchor) => {
    const { clipNote } = await import('./clip-note');
    await clipNote(ctx.host, note, anchor);
  });
}
