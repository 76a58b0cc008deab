import {
  Icon,
  type TesseraHost,
  useExtensionStrings,
  useHost,
  usePreference,
  useSlotMenu,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from '../clips/api';
import type {} from '../composer/api';
import type {} from '../emoji/api';
import { LIKE_REACTION, toggleReaction } from './NoteReactions';
import { requireSignIn } from './require-sign-in';

/**
 * Reply, renote, react, Clip (with showClipButtonInNoteFooter, while clips are on: the clip menu
 * the note menu offers, through the clips extension's command) and the note menu (the 'note'
 * contribution slot).
 */
export function NoteFooter({ note }: { note: entities.Note }) {
  const host = useHost();
  const t = useExtensionStrings('notes');
  const viewer = useViewer();
  const canCompose = host.commands.has('composer.open');
  const renotable = note.visibility === 'public' || note.visibility === 'home' || note.userId === viewer.userId;

  const renote = async (anchor: HTMLElement) => {
    if (!(await requireSignIn(host, note))) return;
    const { openRenoteChoices } = await import('./renote-choices');
    await openRenoteChoices(host, note, anchor);
  };

  const likeOnly = note.reactionAcceptance === 'likeOnly';
  const [showCount] = usePreference('showReactionsCount');
  const react = (anchor: HTMLElement) => reactTo(host, note, anchor);

  const [clipButton] = usePreference('showClipButtonInNoteFooter');
  const clip = async (anchor: HTMLElement) =>
    (await requireSignIn(host, note)) && host.commands.execute('clips.clipNote', note, anchor);

  const openNoteMenu = useSlotMenu('note');
  const more = (anchor: HTMLElement) => openNoteMenu({ note }, anchor);

  return (
    <footer className="note-footer">
      {canCompose && (
        <button
          type="button"
          className="note-action"
          onClick={() =>
            void (async () =>
              (await requireSignIn(host, note)) &&
              host.commands.execute('composer.open', {
                replyId: note.id,
                reply: note,
                // A reply goes into the channel of the note it answers (the server's rule too).
                ...(note.channel ? { channelId: note.channel.id, channel: note.channel } : {}),
              }))()
          }
        >
          <Icon name="back" label={t('reply')} />
          {note.repliesCount > 0 && <span>{note.repliesCount}</span>}
        </button>
      )}
      <button type="button" className="note-action" disabled={!renotable} onClick={(e) => void renote(e.currentTarget)}>
        <Icon name="reload" label={t('renote')} />
        {note.renoteCount > 0 && <span>{note.renoteCount}</span>}
      </button>
      <button type="button" className="note-action" onClick={(e) => void react(e.currentTarget)}>
        {likeOnly ? (
          <>
            <span aria-hidden="true">{LIKE_REACTION}</span>
            <span className="visually-hidden">{t('react')}</span>
            {note.reactionCount > 0 && <span>{note.reactionCount}</span>}
          </>
        ) : (
          <>
            <Icon name="plus" label={t('react')} />
            {showCount && note.reactionCount > 0 && <span>{note.reactionCount}</span>}
          </>
        )}
      </button>
      {clipButton && host.commands.has('clips.clipNote') && (
        <button type="button" className="note-action" onClick={(e) => void clip(e.currentTarget)}>
          <Icon name="paperclip" label={t('clip')} />
        </button>
      )}
      <button type="button" className="note-action" onClick={(e) => more(e.currentTarget)}>
        <Icon name="more" label={t('menu')} />
      </button>
    </footer>
  );
}

/**
 * Reacts to a note from the picker (the React button, or a right click on the note with
 * useReactionPickerForContextMenu): a note that accepts only likes gets one straight away, or has
 * it taken back, as in Misskey.
 */
export async function reactTo(host: TesseraHost, note: entities.Note, anchor: HTMLElement): Promise<void> {
  if (!(await requireSignIn(host, note))) return;
  if (note.reactionAcceptance === 'likeOnly') {
    await toggleReaction(host, note, note.myReaction ?? LIKE_REACTION);
    return;
  }
  // The emoji picker when an extension provides one, else a menu of the reaction set.
  if (host.commands.has('emoji.pick')) {
    const picked = await host.commands.execute('emoji.pick', { purpose: 'reaction', anchor, targetNote: note });
    if (picked) await toggleReaction(host, note, picked);
    return;
  }
  await host.modals.menu(
    // The emoji extension owns the reaction set: while it is off, the stored set or the like alone.
    (host.preferences.get('reactions') ?? ['❤']).map((reaction) => ({
      type: 'button',
      text: reaction,
      action: () => void toggleReaction(host, note, reaction),
    })),
    anchor,
  );
}
