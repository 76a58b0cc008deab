// The timeline extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'timeline' in `requires` or `uses`.
import type { LazyComponent, TimelineSourceContribution } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** A live timeline for a source that is not one of the tabs (a list's, an antenna's, a channel's). */
export interface TimelineViewProps {
  source: TimelineSourceContribution;
  /** The feed's accessible name. */
  label: string;
  /** Said when the timeline has no notes. */
  empty: string;
}

declare module '@tessera/sdk' {
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
  }
}
