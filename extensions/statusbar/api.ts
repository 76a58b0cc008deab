// The status bar extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'statusbar' in `requires` or `uses`.
import type { LazyComponent, WidgetProps } from '@tessera/sdk';

/** What a status bar kind's component receives. */
export interface StatusbarProps<S = Record<string, unknown>> {
  /** The bar's own settings (a feed's address, a list's id), kept in the `statusbars` preference. */
  settings: S;
  /** How often to fetch again, in seconds: the bar's refresh interval. */
  refreshSeconds: number;
}

/**
 * A kind of status bar (Misskey's 'rss', 'federation', 'userList'): a line of items along the
 * bottom of the page. The component draws the items inline; the status bar runs them past.
 */
export interface StatusbarContribution {
  /** The kind, kept in the `statusbars` preference: Misskey's names. Unique among status bars. */
  type: string;
  /** The kind's name, a key of the extension's strings (or plain text). */
  title: string;
  /** The bar's label until the person names it, a key of the extension's strings (or plain text). */
  label?: string;
  component: LazyComponent<StatusbarProps>;
  /** The kind's own settings, shown under the common ones in Settings > Status bar. */
  settingsForm?: LazyComponent<WidgetProps>;
  defaultSettings?: Readonly<Record<string, unknown>>;
}

/** The sizes a status bar may have, Misskey's names. */
export type StatusbarSize = 'verySmall' | 'small' | 'medium' | 'large' | 'veryLarge';

/**
 * A status bar in the `statusbars` preference, in Misskey's shape: its `props` hold the common
 * settings (refreshIntervalSec, marqueeDuration, marqueeReverse) and the kind's own.
 */
export interface StatusbarPlacement {
  id: string;
  /** The label shown at its start; the kind's default when null. */
  name: string | null;
  /** The kind (a `statusbar` contribution's type); null until chosen. */
  type: string | null;
  /** Drawn in black rather than in the theme's colours. */
  black: boolean;
  size: StatusbarSize;
  props: Record<string, unknown>;
}

declare module '@tessera/sdk' {
  interface ContributionPoints {
    /** Kinds of status bar for the bottom of the page. */
    statusbar: StatusbarContribution;
  }
  interface PreferenceMap {
    /** The status bars along the bottom of the page, in order. */
    statusbars: StatusbarPlacement[];
  }
}
