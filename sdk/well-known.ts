import type { entities } from 'misskey-js';
import { type ComponentType, lazy } from 'react';
import { useService } from './hooks';
import type { LazyComponent } from './routes';
import { defineServiceKey } from './services';

/** What the note view shows, and how. */
export interface NoteViewProps {
  note: entities.Note;
  /** Shows the note alone on its page: bigger text, never collapsed. */
  detailed?: boolean;
}

/**
 * The note view, provided by the notes extension: timelines, profiles and notifications draw
 * notes with it without depending on that extension's files.
 */
export const NOTE_VIEW = defineServiceKey<LazyComponent<NoteViewProps>>('notes.view');

// One lazy component per loader for the life of the page: a component that suspends loses its
// memos, so a lazy() made during render would start over on every retry and never settle.
const lazyViews = new WeakMap<LazyComponent<NoteViewProps>, ComponentType<NoteViewProps>>();

/** The note view component (render it inside Suspense), or null while no extension provides one. */
export function useNoteView(): ComponentType<NoteViewProps> | null {
  const loader = useService(NOTE_VIEW);
  if (!loader) return null;
  let view = lazyViews.get(loader);
  if (!view) {
    view = lazy(loader);
    lazyViews.set(loader, view);
  }
  return view;
}

/** What the composer opens with: a reply, a quote, a channel, or starting text. */
export interface ComposerOptions {
  replyId?: string;
  renoteId?: string;
  channelId?: string;
  initialText?: string;
}

declare module './commands' {
  interface CommandMap {
    /** Opens the composer (provided by the composer extension; check `commands.has` first). */
    'composer.open': (options?: ComposerOptions) => Promise<void>;
  }
}
