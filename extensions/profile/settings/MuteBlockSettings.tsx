import { Avatar, Link, PagedListFooter, useAccount, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { formatAcct } from '../acct';
import { LinesForm } from './LinesForm';
import { formatMutedWords, parseMutedHosts, parseMutedWords } from './muted-words';
import './profile-settings.css';

/**
 * Settings > Mute and block: muted words (soft and hard), muted servers, and the accounts one
 * mutes and blocks, each undone from here.
 */
export default function MuteBlockSettings() {
  const t = useExtensionStrings('profile');
  return (
    <section className="page-card settings-panel" aria-labelledby="mute-block-title">
      <h1 id="mute-block-title">{t('settings.muteBlock')}</h1>
      <MutedTexts />
      <h2 id="muted-title">{t('settings.muted')}</h2>
      <MutedList />
      <h2 id="renote-muted-title">{t('settings.renoteMuted')}</h2>
      <RenoteMutedList />
      <h2 id="blocked-title">{t('settings.blocked')}</h2>
      <BlockedList />
    </section>
  );
}

/** The three lists kept in the profile (i/update): soft and hard muted words, and muted servers. */
function MutedTexts() {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const me = useAccount()?.info;
  if (!me) return null;
  const save = async (change: { mutedWords?: string[][]; hardMutedWords?: string[][]; mutedInstances?: string[] }) => {
    await host.api.call('i/update', change);
    await host.accounts.refresh();
  };
  // misskey-js types the lists as word lists only, though the server takes "/expressions/" too.
  const asStored = (words: (string | string[])[]) => words as string[][];
  return (
    <>
      <LinesForm
        title={t('settings.wordMute')}
        hint={t('settings.wordMuteHint')}
        stored={formatMutedWords(me.mutedWords)}
        parse={parseMutedWords}
        save={(words) => save({ mutedWords: asStored(words) })}
      />
      <LinesForm
        title={t('settings.hardWordMute')}
        hint={t('settings.hardWordMuteHint')}
        stored={formatMutedWords(me.hardMutedWords)}
        parse={parseMutedWords}
        save={(words) => save({ hardMutedWords: asStored(words) })}
      />
      <LinesForm
        title={t('settings.instanceMute')}
        hint={t('settings.instanceMuteHint')}
        stored={me.mutedInstances.join('\n')}
        parse={parseMutedHosts}
        save={(hosts) => save({ mutedInstances: hosts })}
      />
    </>
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
      <Avatar user={user} size={40} />
      <span className="relation-names">
        <Link to={`/@${formatAcct(user)}`}>{name}</Link>
        <small dir="ltr">@{formatAcct(user)}</small>
        {note && <small>{note}</small>}
      </span>
      <button type="button" className="button" aria-label={`${undo.label}: ${name}`} onClick={() => void run()}>
        {undo.label}
      </button>
    </li>
  );
}
