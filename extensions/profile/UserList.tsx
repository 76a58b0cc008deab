import { Avatar, Link, Mfm, PagedListFooter, useExtensionStrings, usePagedList, useUserPreview } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { formatAcct } from './acct';

/** Who a user follows, or who follows them, newest first. */
export function UserList({ userId, relation }: { userId: string; relation: 'following' | 'followers' }) {
  const t = useExtensionStrings('profile');
  const list = usePagedList(relation === 'following' ? 'users/following' : 'users/followers', { userId });
  const users = list.items
    .map((f) => (relation === 'following' ? f.followee : f.follower))
    .filter((u): u is entities.UserDetailed => !!u);
  return (
    <>
      {users.length > 0 && (
        <ul className="user-list" aria-label={t(`tab.${relation}`)}>
          {users.map((u) => (
            <li key={u.id} className="user-card">
              <Avatar user={u} size={48} indicator />
              <div>
                <UserName user={u} />
                <span className="user-card-acct" dir="ltr">
                  @{formatAcct(u)}
                </span>
                {u.description && (
                  <div className="user-card-bio" dir="auto">
                    <Mfm text={u.description} emojis={u.emojis ?? {}} authorHost={u.host} />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PagedListFooter list={list} empty={relation === 'following' ? t('noFollowing') : t('noFollowers')} />
    </>
  );
}

/** A person's name, linking to their profile; resting on it opens their card. */
function UserName({ user }: { user: entities.UserDetailed }) {
  const preview = useUserPreview(user.id);
  return (
    <Link to={`/@${formatAcct(user)}`} className="user-card-name" dir="auto" {...preview}>
      <Mfm text={user.name ?? user.username} emojis={user.emojis ?? {}} authorHost={user.host} plain />
    </Link>
  );
}
