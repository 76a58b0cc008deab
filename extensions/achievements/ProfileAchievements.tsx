import { QueryPage, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { AchievementGrid } from './AchievementGrid';

/** A profile's Achievements tab: what the user has earned. */
export default function ProfileAchievements({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('achievements');
  const theirs = useEndpoint('users/achievements', { userId: user.id });
  return (
    <section className="page-card" aria-label={t('ofUser', { name: user.name ?? user.username })}>
      <QueryPage query={theirs} failedTitle={t('loadFailed')}>
        {(unlocked) =>
          unlocked.length === 0 ? (
            <p className="achievements-none">{t('none')}</p>
          ) : (
            <AchievementGrid
              unlocked={unlocked}
              withLocked={false}
              label={t('ofUser', { name: user.name ?? user.username })}
            />
          )
        }
      </QueryPage>
    </section>
  );
}
