import { Icon, SwitchRow, useEndpoint, useExtensionStrings, useHost, useRouter } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useId, useState } from 'react';
import { type AntennaDraft, type AntennaSource, draftProblem, paramsOf } from './antenna-form-model';
import { antennaUnread } from './antenna-unread';

const SOURCES: readonly AntennaSource[] = ['all', 'home', 'users', 'users_blacklist', 'list'];

/** Every antenna option of Misskey, for a new antenna or an existing one (then also Delete). */
export function AntennaForm({ antenna, initial }: { antenna?: entities.Antenna; initial: AntennaDraft }) {
  const t = useExtensionStrings('antennas');
  const host = useHost();
  const router = useRouter();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof AntennaDraft>(key: K, value: AntennaDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const title = antenna ? t('editNamed', { name: antenna.name }) : t('create');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      const saved = antenna
        ? await host.apiWithDialog('antennas/update', { antennaId: antenna.id, ...paramsOf(draft) })
        : await host.apiWithDialog('antennas/create', paramsOf(draft));
      void antennaUnread()
        ?.refresh()
        .catch(() => {});
      router.push(`/timeline/antenna/${saved.id}`);
    } catch {
      // The dialog said why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!antenna) return;
    if (!(await host.modals.confirm(t('deleteConfirm', { name: antenna.name }), { danger: true }))) return;
    try {
      await host.apiWithDialog('antennas/delete', { antennaId: antenna.id }, { success: false });
      router.push('/my/antennas');
    } catch {
      // The dialog said why.
    }
  };

  const addUser = async () => {
    const user = await host.commands.execute('profile.pickUser', { title: t('addUser') });
    if (!user) return;
    const acct = `@${user.username}${user.host ? `@${user.host}` : ''}`;
    setDraft((d) => ({ ...d, users: d.users.trim() ? `${d.users.trim()}\n${acct}` : acct }));
  };

  return (
    <form className="page-card antenna-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h1 id={`${id}-title`}>{title}</h1>
      <label htmlFor={`${id}-name`}>{t('name')}</label>
      <input id={`${id}-name`} maxLength={100} value={draft.name} onChange={(e) => set('name', e.target.value)} />

      <label htmlFor={`${id}-src`}>{t('source')}</label>
      <select id={`${id}-src`} value={draft.src} onChange={(e) => set('src', e.target.value as AntennaSource)}>
        {SOURCES.map((src) => (
          <option key={src} value={src}>
            {t(`src.${src}`)}
          </option>
        ))}
      </select>
      {draft.src === 'list' && (
        <ListChoice id={`${id}-list`} value={draft.userListId} onChange={(v) => set('userListId', v)} />
      )}
      {(draft.src === 'users' || draft.src === 'users_blacklist') && (
        <>
          <label htmlFor={`${id}-users`}>{t('users')}</label>
          <textarea
            id={`${id}-users`}
            rows={3}
            value={draft.users}
            aria-describedby={`${id}-users-hint`}
            onChange={(e) => set('users', e.target.value)}
          />
          <p id={`${id}-users-hint`} className="antennas-hint">
            {t('usersHint')}
          </p>
          {host.commands.has('profile.pickUser') && (
            <button type="button" className="button small antenna-add-user" onClick={() => void addUser()}>
              <Icon name="plus" size={14} /> {t('addUser')}
            </button>
          )}
        </>
      )}

      <label htmlFor={`${id}-keywords`}>{t('keywords')}</label>
      <textarea
        id={`${id}-keywords`}
        rows={3}
        value={draft.keywords}
        aria-describedby={`${id}-keywords-hint`}
        onChange={(e) => set('keywords', e.target.value)}
      />
      <label htmlFor={`${id}-exclude`}>{t('excludeKeywords')}</label>
      <textarea
        id={`${id}-exclude`}
        rows={2}
        value={draft.excludeKeywords}
        aria-describedby={`${id}-keywords-hint`}
        onChange={(e) => set('excludeKeywords', e.target.value)}
      />
      <p id={`${id}-keywords-hint`} className="antennas-hint">
        {t('keywordsHint')}
      </p>

      <div className="antenna-switches">
        <SwitchRow label={t('caseSensitive')} checked={draft.caseSensitive} onChange={(v) => set('caseSensitive', v)} />
        <SwitchRow label={t('withReplies')} checked={draft.withReplies} onChange={(v) => set('withReplies', v)} />
        <SwitchRow label={t('withFile')} checked={draft.withFile} onChange={(v) => set('withFile', v)} />
        <SwitchRow label={t('localOnly')} checked={draft.localOnly} onChange={(v) => set('localOnly', v)} />
        <SwitchRow label={t('excludeBots')} checked={draft.excludeBots} onChange={(v) => set('excludeBots', v)} />
        <SwitchRow
          label={t('excludeSensitiveChannels')}
          checked={draft.excludeNotesInSensitiveChannel}
          onChange={(v) => set('excludeNotesInSensitiveChannel', v)}
        />
      </div>

      {problem && (
        <p role="alert" className="antenna-problem">
          {t(problem)}
        </p>
      )}
      <footer className="antenna-form-actions">
        {antenna && (
          <button type="button" className="button danger" onClick={() => void remove()}>
            <Icon name="trash" size={16} /> {t('delete')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={saving}>
          {t('save')}
        </button>
      </footer>
    </form>
  );
}

/** The list an antenna of source 'list' reads, among the viewer's lists. */
function ListChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | null;
  onChange(value: string | null): void;
}) {
  const t = useExtensionStrings('antennas');
  const lists = useEndpoint('users/lists/list', {});
  return (
    <>
      <label htmlFor={id}>{t('list')}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{lists.status === 'ready' && lists.data.length === 0 ? t('noLists') : t('chooseList')}</option>
        {lists.status === 'ready' &&
          lists.data.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
      </select>
    </>
  );
}
