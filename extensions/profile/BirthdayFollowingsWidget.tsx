import { Avatar, Link, useEndpoint, useExtensionStrings, useViewer, type WidgetProps } from '@tessera/sdk';
import './profile-widget.css';

/** Today as YYYY-MM-DD in the device's time zone. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The people one follows whose birthday is today, as avatars leading to their profiles. */
export default function BirthdayFollowingsWidget(_props: WidgetProps) {
  const t = useExtensionStrings('profile');
  const viewer = useViewer();
  const list = useEndpoint('users/following', { userId: viewer.userId ?? '', birthday: today(), limit: 18 });
  if (!viewer.userId) return <p className="profile-widget-hint">{t('widget.signInFirst')}</p>;
  if (!list.data) return <p className="profile-widget-hint">{t('widget.loading')}</p>;
  if (list.data.length === 0) return <p className="profile-widget-hint">{t('widget.noBirthdays')}</p>;
  return (
    <ul className="birthday-widget" aria-label={t('widget.birthdays')}>
      {list.data.map(({ followee }) =>
        followee ? (
          <li key={followee.id}>
            <Link to={`/@${followee.username}`} title={followee.name ?? followee.username}>
              <Avatar
                user={followee}
                size={40}
                alt={t('widget.birthdayOf', { name: followee.name ?? followee.username })}
              />
            </Link>
          </li>
        ) : null,
      )}
    </ul>
  );
}
