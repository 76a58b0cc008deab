// The composer's contract with other extensions: types only, imported with `import type` by
// extensions that list 'composer' in `requires` or `uses`.
import type { LazyComponent } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { Draft } from './drafts';

/** What the composer opens with: a reply, a quote, a channel, or starting text. */
export interface ComposerOptions {
  replyId?: string;
  renoteId?: string;
  channelId?: string;
  /**
   * The note replied to, when the caller has it (a note's Reply button): the form shows it at
   * once instead of asking the server for replyId's. It stands for replyId.
   */
  reply?: entities.Note;
  /** The note quoted, when the caller has it; it stands for renoteId. */
  renote?: entities.Note;
  /**
   * The channel posted to, when the caller has it (a channel's page, a channel note's reply): the
   * form names it without asking the server. It stands for channelId.
   */
  channel?: { id: string; name: string };
  initialText?: string;
  /** A content warning to start with (an AiScript post form's `cw`). */
  initialCw?: string;
  initialVisibility?: 'public' | 'home' | 'followers' | 'specified';
  initialLocalOnly?: boolean;
  /**
   * A draft kept on the server (notes/drafts/list) to go on with: the form starts with its
   * fields, saving updates it, and posting deletes it. Give its replyId and channelId too.
   */
  fromDraft?: entities.NoteDraft;
  /**
   * A note just deleted to be written again (Redraft, Misskey's Delete and edit): the form
   * starts with its text, content warning, visibility, files, poll, recipients and quote. Give
   * its replyId and channelId too.
   */
  fromNote?: entities.Note;
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

declare module '@tessera/sdk' {
  interface MenuContexts {
    /**
     * The post form's actions: the composer's text and content warning (null when off); `update`
     * replaces one of them, as AiScript post-form actions do.
     */
    postForm: {
      text: string;
      cw: string | null;
      insert(text: string): void;
      update(field: 'text' | 'cw', value: string | null): void;
    };
  }
  interface InterruptorValues {
    /** A note about to be posted. */
    notePost: Record<string, unknown>;
  }
  interface ServiceMap {
    /** The post form, for a page that shows it inline (the timeline). */
    'composer.form': LazyComponent<PostFormProps>;
  }
  interface CommandMap {
    /** Opens the composer as a dialog (check `commands.has` first: the composer may be off). */
    'composer.open': (options?: ComposerOptions) => Promise<void>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    reactionAcceptance:
      | 'nonSensitiveOnly'
      | 'likeOnly'
      | 'likeOnlyForRemote'
      | 'nonSensitiveOnlyForLocalLikeOnlyForRemote'
      | null;
    defaultNoteVisibility: 'public' | 'home' | 'followers' | 'specified';
    defaultNoteLocalOnly: boolean;
    rememberNoteVisibility: boolean;
    keepCw: boolean;
    /** This device's drafts, by context (a reply, a renote, a channel, a form). */
    'composer.drafts': Record<string, Draft>;
    /** Hashtags used on this device, most recent first. */
    'composer.hashtags': string[];
    /** 'Never show again' was chosen when turning federation off. */
    'composer.skipLocalOnlyConfirm': boolean;
  }
}
