import { Avatar, Link, Mfm, useAccount, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import './profile-widget.css';

/** One's own banner, avatar and name, leading to one's profile, with the numbers. */
export default function ProfileWidget(_props: WidgetProps) {
  const t = useExtensionStrings('profile');
  const account = useAccount();
  const me = account?.info;
  if (!account || !me) return null;
  return (
    <div className="profile-widget">
      {me.bannerUrl ? (
        <img className="profile-widget-banner" src={me.bannerUrl} alt="" />
      ) : (
        <div className="profile-widget-banner" />
      )}
      <div className="profile-widget-body">
        <Avatar user={me} size={56} />
        <Link to={`/@${account.username}`} className="profile-widget-name" dir="auto">
          <Mfm text={me.name ?? account.username} plain emojis={me.emojis as Record<string, string>} />
        </Link>
        <small dir="ltr">@{account.username}</small>
        <dl className="profile-widget-numbers">
          <div>
            <dt>{t('widget.notes')}</dt>
            <dd>{me.notesCount}</dd>
          </div>
          <div>
            <dt>{t('widget.following')}</dt>
            <dd>{me.followingCount}</dd>
          </div>
          <div>
            <dt>{t('widget.followers')}</dt>
            <dd>{me.followersCount}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
