import { Avatar, Link, Mfm, PagedListFooter, useExtensionStrings, usePagedList } from '@tessera/sdk';
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
              <Avatar user={u} size={48} />
              <div>
                <Link to={`/@${formatAcct(u)}`} className="user-card-name" dir="auto">
                  <Mfm text={u.name ?? u.username} emojis={u.emojis ?? {}} authorHost={u.host} plain />
                </Link>
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
