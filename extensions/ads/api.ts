// The ads extension's contract with other extensions: types only, imported with `import type`.
import type { LazyComponent } from '@tessera/sdk';

/** Where a feed may show an ad: after its note at this position (0 for the first). */
export interface AdSlotProps {
  position: number;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /**
     * Draws an ad after the note at a position of a timeline, every `notesPerOneAd` notes as the
     * server sets it, or nothing. Registered once the first view has settled.
     */
    'ads.timelineSlot': LazyComponent<AdSlotProps>;
  }
}
