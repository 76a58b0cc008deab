// The timeline extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'timeline' in `requires` or `uses`.
import type { LazyComponent, TimelineSourceContribution } from '@tessera/sdk';

/** A live timeline for a source that is not one of the tabs (a list's, an antenna's, a channel's). */
export interface TimelineViewProps {
  source: TimelineSourceContribution;
  /** The feed's accessible name. */
  label: string;
  /** Said when the timeline has no notes. */
  empty: string;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /**
     * A timeline as the home page shows one: paged, live from its channel, new notes queued
     * while the reader is scrolled down, gaps filled after a reconnect; with the `tl` filters.
     */
    'timeline.view': LazyComponent<TimelineViewProps>;
  }
}
