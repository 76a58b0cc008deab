import { Avatar, Icon, Link, Mfm, useExtensionStrings, useSlotMenu } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { formatAcct } from './acct';
import { FollowButton } from './FollowButton';

/** The top of a profile: banner, avatar, names and badges, follow button, bio, fields and counts. */
export function UserHeader({ user, onChange }: { user: entities.UserDetailed; onChange(): void }) {
  const t = useExtensionStrings('profile');
  const openUserMenu = useSlotMenu('user');
  const acct = formatAcct(user);
  const emojis = user.emojis ?? {};
  const followsYou = 'isFollowed' in user && user.isFollowed;
  return (
    <header className="profile-header">
      <div className="profile-banner">{user.bannerUrl && <img src={user.bannerUrl} alt="" />}</div>
      <div className="profile-identity">
        <span className="profile-avatar">
          <Avatar user={user} size={96} indicator />
        </span>
        <div className="profile-names">
          <h1 className="profile-name">
            <span dir="auto">
              <Mfm text={user.name ?? user.username} emojis={emojis} authorHost={user.host} plain />
            </span>
          </h1>
          <p className="profile-acct">
            <span dir="ltr">@{acct}</span>
            {user.isLocked && <Icon name="lock" size={14} label={t('locked')} />}
          </p>
          <p className="profile-badges">
            {user.isBot && <span className="profile-badge">{t('bot')}</span>}
            {followsYou && <span className="profile-badge">{t('followsYou')}</span>}
            {user.roles
              ?.filter((r) => r.iconUrl || r.name)
              .map((r) => (
                <Link
                  key={r.id}
                  to={`/roles/${r.id}`}
                  className="profile-badge"
                  style={r.color ? { borderColor: r.color } : undefined}
                >
                  {r.iconUrl && <img src={r.iconUrl} alt="" width={14} height={14} />}
                  {r.name}
                </Link>
              ))}
          </p>
        </div>
        <div className="profile-actions">
          <FollowButton user={user} onChange={onChange} />
          <button
            type="button"
            className="button icon-button"
            onClick={(e) => openUserMenu({ user, changed: onChange }, e.currentTarget)}
          >
            <Icon name="more" label={t('userMenu', { acct })} />
          </button>
        </div>
      </div>
      {user.description && (
        <div className="profile-description" dir="auto">
          <Mfm text={user.description} emojis={emojis} authorHost={user.host} />
        </div>
      )}
      {user.fields.length > 0 && (
        <dl className="profile-fields">
          {user.fields.map((field) => (
            <div key={field.name} className="profile-field">
              <dt>
                <span dir="auto">
                  <Mfm text={field.name} emojis={emojis} authorHost={user.host} plain />
                </span>
              </dt>
              <dd dir="auto">
                <Mfm text={field.value} emojis={emojis} authorHost={user.host} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="profile-counts">
        <Link to={`/@${acct}`}>{t('notesCount', { count: user.notesCount })}</Link>
        <Link to={`/@${acct}/following`}>{t('followingCount', { count: user.followingCount })}</Link>
        <Link to={`/@${acct}/followers`}>{t('followersCount', { count: user.followersCount })}</Link>
      </p>
    </header>
  );
}
