import { QueryPage, useEndpoint, useExtensionStrings, useViewer } from '@tessera/sdk';
import { useEffect } from 'react';
import { AchievementGrid } from './AchievementGrid';
import { ACHIEVEMENTS } from './catalogue';
import { claimer } from './claimer';
import './achievements.css';

/** Misskey's viewAchievements3min: three minutes on this page. */
const LINGER_MS = 3 * 60_000;

/** /my/achievements: every achievement, those earned first with their day and tier, then those to earn. */
export default function AchievementsPage() {
  const t = useExtensionStrings('achievements');
  const viewer = useViewer();
  const mine = useEndpoint('users/achievements', { userId: viewer.userId ?? '' });
  useEffect(() => {
    const timer = setTimeout(() => claimer.claim('viewAchievements3min'), LINGER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="page-card achievements-page" aria-labelledby="achievements-title">
      <h1 id="achievements-title">{t('title')}</h1>
      <QueryPage query={mine} failedTitle={t('loadFailed')}>
        {(unlocked) => (
          <>
            <p className="achievements-count">{t('count', { n: unlocked.length, total: ACHIEVEMENTS.length })}</p>
            <AchievementGrid unlocked={unlocked} withLocked label={t('title')} />
          </>
        )}
      </QueryPage>
    </section>
  );
}
