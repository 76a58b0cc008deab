import {
  Icon,
  ItemBoundary,
  Link,
  lazyComponent,
  Mfm,
  type MfmContext,
  type MfmEmoji,
  MfmPlainText,
  useAccount,
  useExtensionStrings,
  useHost,
  useInterrupted,
  usePreference,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense, useEffect, useId, useState } from 'react';
import type { NoteViewProps } from './api';
import { NoteFiles } from './NoteFiles';
import { NoteFooter, reactTo } from './NoteFooter';
import { NoteHeader } from './NoteHeader';
import { NoteLinkPreviews } from './NoteLinkPreviews';
import { NoteReactions } from './NoteReactions';
import { shouldCollapse } from './note-rules';
import { RenotedBy } from './RenotedBy';
import { markOpened, markShown, wasOpened, wasShown } from './shown-notes';
import { useTranslation } from './translation-store';
import { useDeletedSince, useLiveNote } from './use-live-note';
import { matchMutedWords } from './word-mute';
import './notes.css';

/** Drawn once the note menu asked for a translation: its code and strings load then. */
const NoteTranslation = lazyComponent<{ noteId: string; mfm: MfmContext }>(
  () => import('./NoteTranslation').then((module) => ({ default: module.NoteTranslation })),
  { strings: 'notes.translation' },
);
/** A poll's code and strings load with the first note that has one: a note without a poll costs nothing. */
const NotePoll = lazyComponent<{ note: entities.Note }>(
  () => import('./NotePoll').then((module) => ({ default: module.NotePoll })),
  { strings: 'notes.poll' },
);

const isPureRenote = (n: entities.Note) => !!n.renoteId && !n.text && !(n.files?.length ?? 0) && !n.poll;

/**
 * A note as every feature shows it, in a boundary of its own: a note that cannot be drawn becomes
 * a small card, and the feed, page or widget around it goes on.
 */
export default function NoteView(props: NoteViewProps) {
  const { t } = useHost().i18n;
  return (
    <ItemBoundary label={t('kernel.noteFailed')}>
      <NoteCard {...props} />
    </ItemBoundary>
  );
}

/** A note as the interruptors leave it (a plugin may change or hide it); null shows nothing. */
function NoteCard(props: NoteViewProps) {
  const note = useInterrupted('noteView', props.note);
  return note ? <ShownNote {...props} note={note} /> : null;
}

/** A pure renote shows the renoted note under who renoted it. */
function ShownNote({ note: initial, detailed = false }: NoteViewProps) {
  const t = useExtensionStrings('notes');
  const pure = isPureRenote(initial) && initial.renote;
  const [note] = useLiveNote(pure ? (initial.renote as entities.Note) : initial);
  const account = useAccount();
  const [unmuted, setUnmuted] = useState(false);
  const [collapseRenotes] = usePreference('collapseRenotes');
  const [hoverActions] = usePreference('showNoteActionsOnlyHover');
  const [pickOnRightClick] = usePreference('useReactionPickerForContextMenu');
  const [showMutedWords] = usePreference('showSoftWordMutedWord');
  const host = useHost();
  // Misskey's rule: a renote folds when the viewer renoted it, wrote the renoted note, or has
  // already seen that note in this tab.
  const [folded, setFolded] = useState(
    () =>
      collapseRenotes &&
      !!pure &&
      !detailed &&
      !wasOpened(initial.id) &&
      (initial.userId === account?.id || note.userId === account?.id || wasShown(note.id)),
  );
  useEffect(() => markShown(note.id), [note.id]);
  // A renote taken back leaves the page, as in Misskey; the note it showed is still there.
  const unrenoted = useDeletedSince(pure ? initial.id : null);
  if (unrenoted) return null;
  if (note.deleted) return <article className="note note-gone">{t('deleted')}</article>;
  const renoter = pure ? initial.user : null;
  // Word mutes (Misskey's): a hard-muted note is left out, a soft-muted one folds to a line
  // that shows it on request. The page of a single note shows it whatever it says.
  const viewerId = account?.id ?? null;
  if (!detailed && matchMutedWords(note, viewerId, account?.info?.hardMutedWords).length > 0) return null;
  const softMatches = detailed || unmuted ? [] : matchMutedWords(note, viewerId, account?.info?.mutedWords);
  if (folded && renoter) {
    const name = note.user.name ?? note.user.username;
    return (
      <article className="note note-folded" aria-label={t('noteBy', { name })}>
        <RenotedBy renote={initial} />
        <button
          type="button"
          className="note-folded-open"
          onClick={() => {
            markOpened(initial.id);
            setFolded(false);
          }}
        >
          <span className="note-folded-who" dir="auto">
            {name}
          </span>{' '}
          <span className="note-folded-text" dir="auto">
            {note.cw ?? <MfmPlainText text={note.text ?? ''} />}
          </span>
          <span className="visually-hidden"> {t('expandRenote')}</span>
        </button>
      </article>
    );
  }
  if (softMatches.length > 0) {
    return (
      <Suspense fallback={null}>
        <MutedNote
          name={note.user.name ?? note.user.username}
          words={showMutedWords ? softMatches.map(describeMutedWord).join(', ') : null}
          show={() => setUnmuted(true)}
        />
      </Suspense>
    );
  }
  return (
    <article
      className={`note${detailed ? ' note-detailed' : ''}${hoverActions && !detailed ? ' note-hover-actions' : ''}`}
      aria-label={t('noteBy', { name: note.user.name ?? note.user.username })}
      onContextMenu={
        pickOnRightClick
          ? (event) => {
              // A link keeps the browser's own menu.
              if (event.target instanceof Element && event.target.closest('a')) return;
              event.preventDefault();
              void reactTo(host, note, event.currentTarget);
            }
          : undefined
      }
    >
      {renoter && <RenotedBy renote={initial} />}
      <NoteHeader note={note} />
      <NoteBody note={note} detailed={detailed} />
      <NoteReactions note={note} />
      <NoteFooter note={note} />
    </article>
  );
}

/** A muted-word entry as the person wrote it: words joined by spaces, or the expression. */
const describeMutedWord = (entry: string | readonly string[]) => (typeof entry === 'string' ? entry : entry.join(' '));

/**
 * A note hidden by the reader's soft word mute: who wrote it, the words (where the reader shows
 * them) and a way to show it. Its words are a part of the notes' strings of their own.
 */
function MutedNote({ name, words, show }: { name: string; words: string | null; show(): void }) {
  const t = useExtensionStrings('notes.muted');
  return (
    <article className="note note-muted" aria-label={t('by', { name })}>
      <span>{words !== null ? t('words', { name, words }) : t('noWords', { name })}</span>
      <button type="button" className="link-button" onClick={show}>
        {t('show')}
      </button>
    </article>
  );
}

/** The content: the warning (hiding the rest until shown), the collapsible text, files, poll, link previews and quote. */
function NoteBody({ note, detailed }: { note: entities.Note; detailed: boolean }) {
  const t = useExtensionStrings('notes');
  const [revealed, setRevealed] = useState(false);
  const [expanded, setExpanded] = useState(() => detailed || !shouldCollapse(note));
  const contentId = useId();
  const host = useHost();
  const translated = useTranslation(note.id) !== null;
  if (note.isHidden) return <p className="note-gone">{t('invisible')}</p>;
  // A custom emoji in the text opens its menu (its code loads when first asked for).
  const onEmojiMenu = (emoji: MfmEmoji, anchor: HTMLElement) =>
    void import('./emoji-menu').then(({ openEmojiMenu }) => openEmojiMenu(host, emoji, anchor));
  // A cat's words are drawn as a cat says them (Misskey's nyaize), its text, warning and translation.
  const ctx = {
    emojis: note.emojis ?? {},
    authorHost: note.user.host,
    remote: note.user.host !== null,
    onEmojiMenu,
    nyaize: note.user.isCat === true,
  };
  const content = (
    <div id={contentId} className={expanded ? 'note-content' : 'note-content collapsed'}>
      {note.text && (
        <div className="note-text" dir="auto">
          {note.replyId && !detailed && <Icon name="back" size={14} label={t('isReply')} />}
          <Mfm text={note.text} {...ctx} />
        </div>
      )}
      {translated && (
        <Suspense fallback={null}>
          <NoteTranslation noteId={note.id} mfm={ctx} />
        </Suspense>
      )}
      <NoteFiles files={note.files ?? []} />
      {note.poll && (
        <Suspense fallback={<div className="note-poll" aria-busy="true" />}>
          <NotePoll note={note} />
        </Suspense>
      )}
      <NoteLinkPreviews note={note} />
      {note.renote && (
        <div className="note-quote">
          <Link to={`/notes/${note.renote.id}`} className="note-quote-who" dir="auto">
            {note.renote.user.name ?? note.renote.user.username}
          </Link>
          {note.renote.text && (
            <div dir="auto">
              <Mfm
                text={note.renote.text}
                emojis={note.renote.emojis ?? {}}
                authorHost={note.renote.user.host}
                nyaize={note.renote.user.isCat === true}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
  return (
    <div className="note-body">
      {note.cw != null && (
        <p className="note-cw" dir="auto">
          <Mfm text={note.cw} {...ctx} />{' '}
          <button
            type="button"
            className="button cw-toggle"
            aria-expanded={revealed}
            aria-controls={contentId}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? t('hide') : t('showContent')}
          </button>
        </p>
      )}
      {(note.cw == null || revealed) && (
        <>
          {content}
          {note.cw == null && shouldCollapse(note) && !detailed && (
            <button
              type="button"
              className="link-button collapse-toggle"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('showLess') : t('showMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
