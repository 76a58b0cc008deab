import { useInstanceMeta } from '@tessera/sdk';
import { AdView } from './AdView';
import type { AdSlotProps } from './api';

/** The ads.timelineSlot service: an ad after every `notesPerOneAd`-th note, wide ones first. */
export default function TimelineAdSlot({ position }: AdSlotProps) {
  const meta = useInstanceMeta();
  const every = meta?.notesPerOneAd ?? 0;
  if (!meta || every <= 0 || (position + 1) % every !== 0 || meta.ads.length === 0) return null;
  return <AdView ads={meta.ads} prefer={['horizontal', 'horizontal-big']} />;
}
