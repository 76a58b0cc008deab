import { Link, PagedListFooter, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { formatAcct } from '../acct';
import './profile-settings.css';

/** Settings > Mute and block: the accounts one mutes and blocks, each undone from here. */
export default function MuteBlockSettings() {
  const t = useExtensionStrings('profile');
  return (
    <section className="page-card settings-panel" aria-labelledby="mute-block-title">
      <h1 id="mute-block-title">{t('settings.muteBlock')}</h1>
      <h2 id="muted-title">{t('settings.muted')}</h2>
      <MutedList />
      <h2 id="renote-muted-title">{t('settings.renoteMuted')}</h2>
      <RenoteMutedList />
      <h2 id="blocked-title">{t('settings.blocked')}</h2>
      <BlockedList />
    </section>
  );
}

function MutedList() {
  const t = useExtensionStrings('profile');
  const list = usePagedList('mute/list', {});
  return (
    <>
      <ul className="relation-list" aria-labelledby="muted-title">
        {list.items.map((muting) => (
          <RelationRow
            key={muting.id}
            user={muting.mutee}
            note={
              muting.expiresAt ? t('settings.mutedUntil', { date: new Date(muting.expiresAt).toLocaleString() }) : null
            }
            undo={{ endpoint: 'mute/delete', label: t('unmute'), done: (name) => t('unmuteDone', { name }) }}
            onUndone={list.reload}
          />
        ))}
      </ul>
      <PagedListFooter list={list} empty={t('settings.noMuted')} />
    </>
  );
}

function RenoteMutedList() {
  const t = useExtensionStrings('profile');
  const list = usePagedList('renote-mute/list', {});
  return (
    <>
      <ul className="relation-list" aria-labelledby="renote-muted-title">
        {list.items.map((muting) => (
          <RelationRow
            key={muting.id}
            user={muting.mutee}
            note={null}
            undo={{
              endpoint: 'renote-mute/delete',
              label: t('unmuteRenotes'),
              done: (name) => t('unmuteRenotesDone', { name }),
            }}
            onUndone={list.reload}
          />
        ))}
      </ul>
      <PagedListFooter list={list} empty={t('settings.noRenoteMuted')} />
    </>
  );
}

function BlockedList() {
  const t = useExtensionStrings('profile');
  const list = usePagedList('blocking/list', {});
  return (
    <>
      <ul className="relation-list" aria-labelledby="blocked-title">
        {list.items.map((blocking) => (
          <RelationRow
            key={blocking.id}
            user={blocking.blockee}
            note={null}
            undo={{ endpoint: 'blocking/delete', label: t('unblock'), done: (name) => t('unblockDone', { name }) }}
            onUndone={list.reload}
          />
        ))}
      </ul>
      <PagedListFooter list={list} empty={t('settings.noBlocked')} />
    </>
  );
}

function RelationRow({
  user,
  note,
  undo,
  onUndone,
}: {
  user: entities.UserDetailed;
  note: string | null;
  undo: {
    endpoint: 'mute/delete' | 'renote-mute/delete' | 'blocking/delete';
    label: string;
    done(name: string): string;
  };
  onUndone(): void;
}) {
  const host = useHost();
  const name = user.name ?? user.username;
  const run = async () => {
    try {
      await host.api.call(undo.endpoint, { userId: user.id });
      host.modals.toast(undo.done(name));
      onUndone();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };
  return (
    <li className="relation-row">
      <img src={user.avatarUrl ?? ''} alt="" width={40} height={40} />
      <span className="relation-names">
        <Link to={`/@${formatAcct(user)}`}>{name}</Link>
        <small>@{formatAcct(user)}</small>
        {note && <small>{note}</small>}
      </span>
      <button type="button" className="button" aria-label={`${undo.label}: ${name}`} onClick={() => void run()}>
        {undo.label}
      </button>
    </li>
  );
}
