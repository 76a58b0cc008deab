import {
  Icon,
  Link,
  type PageProps,
  SwitchRow,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePreference,
  useRouter,
} from '@tessera/sdk';
import { useState } from 'react';
import type {} from '../profile/api';
import { ListMembers } from './ListMembers';
import './lists.css';

/**
 * /my/lists/{listId}: one of the viewer's lists: its name, whether it is public (with the link to
 * share), its members (added through the user picker, each with or without replies, removable),
 * its timeline, and deleting it.
 */
export default function ListEditPage({ params }: PageProps) {
  const t = useExtensionStrings('lists');
  const host = useHost();
  const router = useRouter();
  const listId = params.listId ?? '';
  const list = useEndpoint('users/lists/show', { listId });
  const [membersKey, setMembersKey] = useState(0);
  const [pinned, setPinned] = usePreference('pinnedUserLists');

  if (list.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (list.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(list.error).text}</p>
      </section>
    );
  }
  const { name, isPublic } = list.data;
  const call = async (work: () => Promise<unknown>) => {
    try {
      await work();
      list.reload();
      return true;
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
      return false;
    }
  };
  const rename = async () => {
    const answer = await host.modals.dialog({
      title: t('rename'),
      input: { default: name, minLength: 1, maxLength: 100 },
      showCancel: true,
    });
    if (answer.canceled || !answer.result?.trim()) return;
    const next = answer.result.trim();
    if (await call(() => host.api.call('users/lists/update', { listId, name: next }))) {
      setPinned((lists) => lists.map((l) => (l.id === listId ? { ...l, name: next } : l)));
    }
  };
  const addMember = async () => {
    if (!host.commands.has('profile.pickUser')) return;
    const user = await host.commands.execute('profile.pickUser', { title: t('addMember') });
    if (user && (await call(() => host.api.call('users/lists/push', { listId, userId: user.id })))) {
      setMembersKey((k) => k + 1);
    }
  };
  const remove = async () => {
    if (!(await host.modals.confirm(t('deleteConfirm', { name }), { danger: true }))) return;
    if (await call(() => host.api.call('users/lists/delete', { listId }))) {
      setPinned((lists) => lists.filter((l) => l.id !== listId));
      router.replace('/my/lists');
    }
  };
  const shareUrl = new URL(`/list/${listId}`, location.origin).href;

  return (
    <section className="page-card list-edit" aria-labelledby="list-title">
      <header className="lists-header">
        <h1 id="list-title">{name}</h1>
        <Link to={`/timeline/list/${listId}`} className="button primary">
          <Icon name="list" size={16} /> {t('openTimeline')}
        </Link>
      </header>
      <div className="list-actions">
        <button type="button" className="button" onClick={() => void rename()}>
          {t('rename')}
        </button>
        <button type="button" className="button danger" onClick={() => void remove()}>
          {t('delete')}
        </button>
      </div>
      <SwitchRow
        label={t('pinToTimeline')}
        checked={pinned.some((l) => l.id === listId)}
        onChange={(on) =>
          setPinned((lists) =>
            on ? [...lists.filter((l) => l.id !== listId), { id: listId, name }] : lists.filter((l) => l.id !== listId),
          )
        }
      />
      <SwitchRow
        label={t('makePublic')}
        checked={isPublic}
        onChange={(on) => void call(() => host.api.call('users/lists/update', { listId, isPublic: on }))}
      />
      <p className="form-hint">{isPublic ? t('publicHint') : t('privateHint')}</p>
      {isPublic && (
        <p>
          <Link to={`/list/${listId}`}>{shareUrl}</Link>{' '}
          <button type="button" className="button" onClick={() => void host.copyToClipboard(shareUrl)}>
            {t('copyLink')}
          </button>
        </p>
      )}
      <header className="lists-header">
        <h2>{t('members')}</h2>
        {host.commands.has('profile.pickUser') && (
          <button type="button" className="button" onClick={() => void addMember()}>
            <Icon name="plus" size={16} /> {t('addMember')}
          </button>
        )}
      </header>
      <ListMembers key={membersKey} listId={listId} forPublic={false} />
    </section>
  );
}
