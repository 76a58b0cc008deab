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
export const NOTE_VIEW = defineServiceKey<LazyComponent<NoteViewProps>>('notes.view', { component: true });

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

/** What the post form shows and does. */
export interface PostFormProps {
  /** A reply, a quote, a channel or starting text. */
  options?: ComposerOptions;
  /** Called after a successful post; a dialog closes then, an inline form clears itself. */
  onPosted?(): void;
  /** Shows a close button that calls this (the dialog's). */
  onClose?(): void;
  /** The compact form at the top of a timeline rather than the dialog's. */
  inline?: boolean;
  /** After posting, keep the text shown but frozen, with a check, instead of clearing it (/share). */
  freezeAfterPosted?: boolean;
  autofocus?: boolean;
}

/**
 * The post form, provided by the composer extension: the timeline shows it inline without
 * depending on that extension's files. Opening it as a dialog is the `composer.open` command.
 */
export const POST_FORM = defineServiceKey<LazyComponent<PostFormProps>>('composer.form', { component: true });

/** What the emoji picker is for, and where it opens. */
export interface EmojiPickOptions {
  /** Picking a reaction shows the reaction set first; composing shows the pinned emoji. */
  purpose?: 'reaction' | 'compose';
  /** The element it opens beside. */
  anchor?: HTMLElement;
}

declare module './commands' {
  interface CommandMap {
    /**
     * Opens the emoji picker (provided by the emoji extension) and gives the chosen emoji, a
     * Unicode character or ':name:' for a custom one, or null when closed without a choice.
     */
    'emoji.pick': (options?: EmojiPickOptions) => Promise<string | null>;
    /** Opens the composer (provided by the composer extension; check `commands.has` first). */
    'composer.open': (options?: ComposerOptions) => Promise<void>;
  }
}
