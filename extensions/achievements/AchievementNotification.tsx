import { Link, RelativeTime, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { AchievementBadge } from './AchievementBadge';
import { achievementInfo } from './catalogue';
import { useAchievementText } from './use-achievement-strings';
import './achievements.css';

type Earned = Extract<entities.Notification, { type: 'achievementEarned' }>;

/** An achievementEarned notification: the badge, its title and what earned it, leading to /my/achievements. */
export default function AchievementNotification({
  notification,
}: {
  notification: entities.Notification;
  full: boolean;
}) {
  const t = useExtensionStrings('achievements');
  const text = useAchievementText();
  const info = achievementInfo((notification as Earned).achievement);
  const { title, description } = info ? text(info) : { title: (notification as Earned).achievement, description: '' };
  return (
    <article className="notification achievement-notification" aria-label={t('earned', { title })}>
      {info && <AchievementBadge info={info} />}
      <div>
        <p>
          <Link to="/my/achievements">{t('earned', { title })}</Link>
        </p>
        {description && <p className="achievement-notification-description">{description}</p>}
        <RelativeTime time={notification.createdAt} className="achievement-notification-time" />
      </div>
    </article>
  );
}
