import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from '../notes/api';

/**
 * Redraft (Misskey's Delete and edit in the note menu): once confirmed, deletes the note (its
 * reactions, renotes and replies go with it) and opens the composer with what it said, in its
 * reply and channel, to be posted again. A failed deletion changes nothing.
 */
export async function deleteAndEdit(host: TesseraHost, note: entities.Note): Promise<void> {
  await host.i18n.loadStrings('composer'); // the menu can come before anything of the composer's
  if (!(await host.modals.confirm(host.i18n.t('composer.deleteAndEditConfirm'), { danger: true }))) return;
  try {
    await host.apiWithDialog('notes/delete', { noteId: note.id }, { waiting: false, success: false });
  } catch {
    return; // the dialog has said why
  }
  host.events.emit('notes.deleted', { note });
  await host.commands.execute('composer.open', {
    fromNote: note,
    ...(note.replyId ? { replyId: note.replyId } : {}),
    ...(note.reply ? { reply: note.reply } : {}),
    ...(note.channelId ? { channelId: note.channelId } : {}),
    ...(note.channel ? { channel: note.channel } : {}),
  });
}
