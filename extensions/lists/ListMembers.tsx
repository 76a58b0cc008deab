import { Avatar, Link, PagedListFooter, Switch, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';

/**
 * A list's members, page by page. For the owner: whether each member's replies show in the
 * list's timeline, and removing them; for others, the people only.
 */
export function ListMembers({ listId, forPublic }: { listId: string; forPublic: boolean }) {
  const t = useExtensionStrings('lists');
  const host = useHost();
  const members = usePagedList('users/lists/get-memberships', { listId, forPublic }, { first: 30, next: 30 });
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      members.reload();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };
  return (
    <>
      <ul className="list-members" aria-label={t('members')}>
        {members.items.map((m) => {
          const name = m.user.name ?? m.user.username;
          return (
            <li key={m.id} className="list-member">
              <Avatar user={m.user} size={36} />
              <Link to={`/@${m.user.username}${m.user.host ? `@${m.user.host}` : ''}`} className="list-member-name">
                {name}
              </Link>
              {!forPublic && (
                <>
                  <span className="list-member-replies">
                    <Switch
                      checked={m.withReplies}
                      label={t('withRepliesOf', { name })}
                      onChange={(on) =>
                        void run(() =>
                          host.api.call('users/lists/update-membership', { listId, userId: m.userId, withReplies: on }),
                        )
                      }
                    />
                    <span aria-hidden="true">{t('withReplies')}</span>
                  </span>
                  <button
                    type="button"
                    className="button"
                    onClick={() => void run(() => host.api.call('users/lists/pull', { listId, userId: m.userId }))}
                  >
                    {t('removeNamed', { name })}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <PagedListFooter list={members} empty={t('noMembers')} />
    </>
  );
}
