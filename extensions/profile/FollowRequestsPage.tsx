import { Avatar, Link, PagedListFooter, TabBar, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { formatAcct } from './acct';
import './profile.css';

type Side = 'received' | 'sent';

/**
 * /my/follow-requests: the requests people sent the viewer (accept or reject each) and those
 * the viewer sent and that wait for an answer (cancel each).
 */
export default function FollowRequestsPage() {
  const t = useExtensionStrings('profile');
  const [side, setSide] = useState<Side>('received');
  return (
    <section className="page-card" aria-labelledby="follow-requests-title">
      <h1 id="follow-requests-title">{t('followRequests.title')}</h1>
      <TabBar
        label={t('followRequests.sides')}
        tabs={[
          { value: 'received', label: t('followRequests.received') },
          { value: 'sent', label: t('followRequests.sent') },
        ]}
        selected={side}
        onSelect={(s) => setSide(s as Side)}
      />
      <Requests key={side} side={side} />
    </section>
  );
}

function Requests({ side }: { side: Side }) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const list = usePagedList(side === 'received' ? 'following/requests/list' : 'following/requests/sent', {});
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const act = async (request: { id: string }, work: () => Promise<unknown>, toast: string) => {
    try {
      await work();
      setDone((d) => new Set([...d, request.id]));
      host.modals.toast(toast);
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };
  const shown = list.items.filter((r) => !done.has(r.id));
  return (
    <>
      <ul className="user-list" aria-label={t(`followRequests.${side}`)}>
        {shown.map((request) => {
          const person: entities.UserLite = side === 'received' ? request.follower : request.followee;
          const name = person.name ?? person.username;
          return (
            <li key={request.id} className="user-card">
              <Avatar user={person} size={48} />
              <div className="follow-request-who">
                <Link to={`/@${formatAcct(person)}`} className="user-card-name">
                  {name}
                </Link>
                <span className="user-card-acct" dir="ltr">
                  @{formatAcct(person)}
                </span>
              </div>
              <div className="follow-request-actions">
                {side === 'received' ? (
                  <>
                    <button
                      type="button"
                      className="button primary"
                      onClick={() =>
                        void act(
                          request,
                          () => host.api.call('following/requests/accept', { userId: person.id }),
                          t('followRequests.accepted', { name }),
                        )
                      }
                    >
                      {t('followRequests.acceptNamed', { name })}
                    </button>
                    <button
                      type="button"
                      className="button"
                      onClick={() =>
                        void act(
                          request,
                          () => host.api.call('following/requests/reject', { userId: person.id }),
                          t('followRequests.rejected', { name }),
                        )
                      }
                    >
                      {t('followRequests.rejectNamed', { name })}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      void act(
                        request,
                        () => host.api.call('following/requests/cancel', { userId: person.id }),
                        t('followRequests.cancelled', { name }),
                      )
                    }
                  >
                    {t('followRequests.cancelNamed', { name })}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <PagedListFooter
        list={{ ...list, items: shown }}
        empty={side === 'received' ? t('followRequests.noneReceived') : t('followRequests.noneSent')}
      />
    </>
  );
}
