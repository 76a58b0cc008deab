// The ads extension's contract with other extensions: types only, imported with `import type`.
import type { LazyComponent } from '@tessera/sdk';

/** Where a feed may show an ad: after its note at this position (0 for the first). */
export interface AdSlotProps {
  position: number;
}

/** A place for one ad, and the shapes that fit it (square, horizontal, horizontal-big, vertical). */
export interface AdSpotProps {
  prefer: readonly string[];
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /**
     * Draws an ad after the note at a position of a timeline, every `notesPerOneAd` notes as the
     * server sets it, or nothing. Registered once the first view has settled.
     */
    'ads.timelineSlot': LazyComponent<AdSlotProps>;
    /** Draws one running ad that fits the place (the widget column's square), or nothing. */
    'ads.spot': LazyComponent<AdSpotProps>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The ads the person muted, by id. */
    mutedAds: string[];
  }
}
