import type { entities } from 'misskey-js';
import type { ComponentType } from 'react';
import { useService } from './hooks';
import { lazyComponent, preloadComponent } from './lazy-component';
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

/**
 * The note view component (render it inside Suspense), or null while no extension provides one.
 * Its code starts loading on the first call, so it loads while the caller fetches its notes.
 */
export function useNoteView(): ComponentType<NoteViewProps> | null {
  const loader = useService(NOTE_VIEW);
  if (!loader) return null;
  void preloadComponent(loader).catch(() => {}); // a failure shows where the view renders
  return lazyComponent(loader);
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
