// The statusbar extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'statusbar' in `requires` or `uses`.

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
  interface PreferenceMap {
    /** The status bars along the bottom of the page, in order. */
    statusbars: StatusbarPlacement[];
  }
}
