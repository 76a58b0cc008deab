import { useInstanceMeta } from '@tessera/sdk';
import { AdView } from './AdView';
import type { AdSpotProps } from './api';

/** The ads.spot service: one running ad for a place, or nothing while there is none. */
export default function AdSpot({ prefer }: AdSpotProps) {
  const meta = useInstanceMeta();
  if (!meta || meta.ads.length === 0) return null;
  return <AdView ads={meta.ads} prefer={prefer} />;
}
