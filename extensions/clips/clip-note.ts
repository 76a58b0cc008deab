import { ApiError, type MenuItem, type TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from './api';
import { createClip } from './clip-actions';

const ALREADY_CLIPPED = '734806c4-542c-463a-9311-15c512803965';

/**
 * The note menu's "Clip": the viewer's clips to put the note in, and a new clip made on the spot.
 * A clip that already holds the note offers to take it out, as Misskey does. The menu opens at
 * the anchor when one is given (the note footer's Clip button), else at the focused element.
 */
export async function clipNote(host: TesseraHost, note: entities.Note, anchor?: HTMLElement): Promise<void> {
  const t = (key: string, params?: Record<string, string>) => host.i18n.t(`clips.${key}`, params);
  const add = async (clip: entities.Clip) => {
    try {
      await host.api.call('clips/add-note', { clipId: clip.id, noteId: note.id });
      host.events.emit('clips.noteClipped', { note, clip });
      host.modals.toast(t('clipped', { clip: clip.name }));
    } catch (error) {
      if (error instanceof ApiError && error.id === ALREADY_CLIPPED) {
        if (await host.modals.confirm(t('removeConfirm', { clip: clip.name }))) {
          await host.apiWithDialog('clips/remove-note', { clipId: clip.id, noteId: note.id }, { success: false });
          host.modals.toast(t('unclipped', { clip: clip.name }));
        }
        return;
      }
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };
  const clips = await host.api.call('clips/list', { limit: 100 });
  const items: MenuItem[] = [
    { type: 'label', text: t('clipTo') },
    ...clips.map(
      (clip): MenuItem => ({ type: 'button', text: clip.name, icon: 'paperclip', action: () => void add(clip) }),
    ),
    {
      type: 'button',
      text: t('createAndClip'),
      icon: 'plus',
      action: async () => {
        const clip = await createClip(host);
        if (clip) await add(clip);
      },
    },
  ];
  const opener =
    anchor ??
    (document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : { x: window.innerWidth / 2, y: window.innerHeight / 3 });
  await host.modals.menu(items, opener);
}
