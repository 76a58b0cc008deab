// The timeline extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'timeline' in `requires` or `uses`.
import type { LazyComponent, Viewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * A timeline a timeline view can show (home, local, social, global, lists, antennas, ...), as a tab.
 * Lists, antennas, channels and roles give theirs through the same shape.
 */
export interface TimelineSourceContribution {
  /** Unique among sources; remembered as the chosen tab (the `tl.src` preference). */
  id: string;
  /** The tab's label: an i18n key of the contributing extension, or plain text. */
  title: string;
  icon?: string;
  /** The endpoint that pages this timeline. */
  endpoint: string;
  /** The streaming channel that brings new notes. */
  channel: string;
  /** Fixed parameters for the endpoint and the channel (a list's `listId`, say). */
  params?: Readonly<Record<string, unknown>>;
  /** Whether the endpoint takes `withReplies` (Misskey's local and social timelines do). */
  acceptsReplies?: boolean;
  /** Whether this viewer may read it (signed in, role policies such as ltlAvailable). */
  available?(viewer: Viewer): boolean;
  /** Said when the timeline has no notes: an i18n key of the contributing extension, or plain text. */
  empty?: string;
}

/** A live timeline for a source that is not one of the tabs (a list's, an antenna's, a channel's). */
export interface TimelineViewProps {
  source: TimelineSourceContribution;
  /** The feed's accessible name. */
  label: string;
  /** Said when the timeline has no notes. */
  empty: string;
}

/** One thing a chosen-timeline column can follow: a list, an antenna, a channel, a role. */
export interface TimelineChoice {
  id: string;
  name: string;
}

/**
 * A deck column of the timeline of one chosen thing: until one is chosen (or when the chosen one
 * is gone), a choice among them; then its timeline, live.
 */
export interface ChosenTimelineColumnProps {
  /** What can be chosen; undefined while loading. */
  choices: readonly TimelineChoice[] | undefined;
  /** The chosen one's id, from the column's settings; null before a choice. */
  chosen: string | null;
  choose(id: string): void;
  /** The choice's label ("List"), and what is said when there is nothing to choose. */
  chooseLabel: string;
  noChoices: string;
  /** The chosen one's timeline. */
  source(choice: TimelineChoice): TimelineSourceContribution;
  /** Said when the timeline has no notes. */
  empty: string;
}

declare module '@tessera/sdk' {
  interface ContributionPoints {
    /** The timelines a timeline view offers as tabs. */
    timelineSource: TimelineSourceContribution;
  }
  interface ClientEventMap {
    /** A note came live into a timeline on show, from its streaming channel. */
    'timeline.noteArrived': { channel: string; note: entities.Note };
  }
  interface ServiceMap {
    /**
     * A timeline as the home page shows one: paged, live from its channel, new notes queued
     * while the reader is scrolled down, gaps filled after a reconnect; with the `tl` filters.
     */
    'timeline.view': LazyComponent<TimelineViewProps>;
    /** A timeline in a box that scrolls by itself (a widget, a deck column), live. */
    'timeline.box': LazyComponent<TimelineViewProps>;
    /** A deck column that follows the timeline of a chosen list, antenna, channel or role. */
    'timeline.chosenColumn': LazyComponent<ChosenTimelineColumnProps>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /**
     * Which of the basic timelines' explanations this account has dismissed (Misskey's
     * `timelineTutorials`, whose default has each false: a missing one is not dismissed).
     */
    timelineTutorials: Partial<Record<'home' | 'local' | 'social' | 'global', boolean>>;
    /** The timeline last shown, and its filter. */
    tl: {
      src: string;
      filter: {
        withReplies: boolean;
        withRenotes: boolean;
        withSensitive: boolean;
        onlyFiles: boolean;
        withLocalOnly: boolean;
      };
    };
    /**
     * The post form shows at the top of the timeline. Tessera shows it unless told otherwise
     * (Misskey hides it by default), so the first page keeps its form.
     */
    showFixedPostForm: boolean;
  }
}
