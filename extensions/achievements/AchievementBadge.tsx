import { Reaction } from '@tessera/sdk';
import type { AchievementInfo } from './catalogue';

/** An achievement's badge: its emoji in a disc framed by its tier's colour, greyed while locked. */
export function AchievementBadge({ info, locked = false }: { info: AchievementInfo; locked?: boolean }) {
  return (
    <span className={`achievement-badge tier-${info.tier}${locked ? ' locked' : ''}`} aria-hidden="true">
      {locked && info.secret ? '?' : <Reaction reaction={info.emoji} />}
    </span>
  );
}
