import { useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { AchievementBadge } from './AchievementBadge';
import { ACHIEVEMENTS, achievementInfo } from './catalogue';
import { useAchievementText } from './use-achievement-strings';
import './achievements.css';

/**
 * Achievements as cards: those unlocked (newest first, with the day), then, with `withLocked`,
 * those still to earn, greyed (secret ones as '???').
 */
export function AchievementGrid({
  unlocked,
  withLocked,
  label,
}: {
  unlocked: readonly entities.Achievement[];
  withLocked: boolean;
  label: string;
}) {
  const t = useExtensionStrings('achievements');
  const text = useAchievementText();
  const held = new Set(unlocked.map((a) => a.name as string));
  const earned = [...unlocked]
    .sort((a, b) => b.unlockedAt - a.unlockedAt)
    .flatMap((a) => {
      const info = achievementInfo(a.name);
      return info ? [{ info, unlockedAt: a.unlockedAt }] : [];
    });
  const locked = withLocked ? ACHIEVEMENTS.filter((info) => !held.has(info.name)) : [];
  return (
    <ul className="achievement-grid" aria-label={label}>
      {earned.map(({ info, unlockedAt }) => {
        const { title, description } = text(info);
        return (
          <li key={info.name} className="achievement-card">
            <AchievementBadge info={info} />
            <div>
              <h3>{title}</h3>
              <p>{description}</p>
              <p className="achievement-date">
                {t('unlockedOn', { date: new Date(unlockedAt).toLocaleDateString() })} · {t(`tier.${info.tier}`)}
              </p>
            </div>
          </li>
        );
      })}
      {locked.map((info) => {
        const { title, description } = text(info, true);
        return (
          <li key={info.name} className="achievement-card locked" aria-label={t('lockedNamed', { title })}>
            <AchievementBadge info={info} locked />
            <div>
              <h3>{title}</h3>
              <p>{description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
