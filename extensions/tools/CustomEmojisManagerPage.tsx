import { useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useId, useState } from 'react';
import type {} from '../drive/api';
import '@tessera/sdk/forms.css';
import './tools.css';

type Emoji = entities.EmojiDetailed;

/**
 * /custom-emojis-manager: the server's custom emoji. Anyone may browse them; those whose role
 * manages custom emoji add one from a drive picture, change its category, aliases, licence and
 * flags, and delete it.
 */
export default function CustomEmojisManagerPage() {
  const t = useExtensionStrings('tools');
  const viewer = useViewer();
  const manages = viewer.isAdmin || viewer.policies.canManageCustomEmojis === true;
  return (
    <section className="page-card tools-page form-controls" aria-labelledby="emojis-title">
      <h1 id="emojis-title">{t('emojis.title')}</h1>
      {manages ? <EmojiManager /> : <p className="form-hint">{t('emojis.browseOnly')}</p>}
      {!manages && <EmojiBrowser />}
    </section>
  );
}

function EmojiBrowser() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const list = useEndpoint('emojis', {});
  if (list.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (list.status === 'error') return <p role="alert">{host.describeError(list.error).text}</p>;
  return (
    <ul className="emoji-grid" aria-label={t('emojis.title')}>
      {list.data.emojis.map((emoji) => (
        <li key={emoji.name} title={`:${emoji.name}:`}>
          <img src={emoji.url} alt={`:${emoji.name}:`} width={32} height={32} />
          <small>{emoji.name}</small>
        </li>
      ))}
    </ul>
  );
}

function EmojiManager() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const [query, setQuery] = useState('');
  const list = useEndpoint('admin/emoji/list', { query: query.trim() || null, limit: 100 });
  const [editing, setEditing] = useState<string | null>(null);
  const searchId = useId();

  const add = async () => {
    if (!host.commands.has('drive.pick')) return;
    const picked = await host.commands.execute('drive.pick', { multiple: false, type: 'image/*' });
    const file = picked?.[0];
    if (!file) return;
    const suggested = file.name.replace(/\.[^.]+$/, '').replace(/[^a-zA-Z0-9_]/g, '_');
    const answer = await host.modals.dialog({
      title: t('emojis.nameOf'),
      input: { default: suggested, minLength: 1, maxLength: 128 },
    });
    if (answer.canceled || !answer.result) return;
    try {
      await host.apiWithDialog('admin/emoji/add', { name: answer.result, fileId: file.id });
      list.reload();
    } catch {
      // Said by the dialog (a name already used, say).
    }
  };
  const save = async (emoji: Emoji, change: Partial<Emoji>) => {
    try {
      await host.apiWithDialog('admin/emoji/update', {
        id: emoji.id,
        category: change.category ?? null,
        aliases: change.aliases ?? [],
        license: change.license ?? null,
        isSensitive: change.isSensitive ?? false,
        localOnly: change.localOnly ?? false,
      });
      setEditing(null);
      list.reload();
    } catch {
      // Said by the dialog; the form keeps what was typed.
    }
  };
  const remove = async (emoji: { id: string; name: string }) => {
    if (!(await host.modals.confirm(t('emojis.deleteConfirm', { name: emoji.name }), { danger: true }))) return;
    try {
      await host.apiWithDialog('admin/emoji/delete', { id: emoji.id });
      list.reload();
    } catch {
      // Said by the dialog.
    }
  };

  return (
    <>
      <div className="form-actions emoji-manager-bar">
        <label htmlFor={searchId} className="visually-hidden">
          {t('emojis.search')}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={t('emojis.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className="button primary" onClick={() => void add()}>
          {t('emojis.add')}
        </button>
      </div>
      {list.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {list.status === 'error' && <p role="alert">{host.describeError(list.error).text}</p>}
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <p className="form-hint">{t('emojis.none')}</p>
        ) : (
          <ul className="decoration-list" aria-label={t('emojis.title')}>
            {list.data.map((emoji) => (
              <li key={emoji.id} className="decoration-row" aria-label={`:${emoji.name}:`}>
                <img src={emoji.url} alt="" width={40} height={40} />
                {editing === emoji.id ? (
                  <EmojiDetails name={emoji.name} onSave={save} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <span className="decoration-info">
                      <strong>:{emoji.name}:</strong>
                      <small>
                        {emoji.category ?? t('emojis.noCategory')}
                        {emoji.aliases.length > 0 ? ` · ${emoji.aliases.join(', ')}` : ''}
                      </small>
                    </span>
                    <button type="button" className="button" onClick={() => setEditing(emoji.id)}>
                      {t('decorations.edit')}
                    </button>
                    <button type="button" className="button danger" onClick={() => void remove(emoji)}>
                      {t('decorations.delete')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}

/** An emoji's details (the list has only its name and category), then its form. */
function EmojiDetails({
  name,
  onSave,
  onCancel,
}: {
  name: string;
  onSave(emoji: Emoji, change: Partial<Emoji>): Promise<void>;
  onCancel(): void;
}) {
  const host = useHost();
  const detail = useEndpoint('emoji', { name });
  if (detail.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (detail.status === 'error') return <p role="alert">{host.describeError(detail.error).text}</p>;
  return <EmojiForm emoji={detail.data} onSave={(change) => onSave(detail.data, change)} onCancel={onCancel} />;
}

function EmojiForm({
  emoji,
  onSave,
  onCancel,
}: {
  emoji: Emoji;
  onSave(change: Partial<Emoji>): Promise<void>;
  onCancel(): void;
}) {
  const t = useExtensionStrings('tools');
  const [category, setCategory] = useState(emoji.category ?? '');
  const [aliases, setAliases] = useState(emoji.aliases.join(' '));
  const [license, setLicense] = useState(emoji.license ?? '');
  const [sensitive, setSensitive] = useState(emoji.isSensitive);
  const [localOnly, setLocalOnly] = useState(emoji.localOnly);
  const ids = { category: useId(), aliases: useId(), license: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({
      category: category.trim() || null,
      aliases: aliases.split(/\s+/).filter(Boolean),
      license: license.trim() || null,
      isSensitive: sensitive,
      localOnly,
    });
  };
  return (
    <form className="tools-form decoration-form" onSubmit={submit}>
      <strong>:{emoji.name}:</strong>
      <label htmlFor={ids.category}>{t('emojis.category')}</label>
      <input id={ids.category} maxLength={128} value={category} onChange={(e) => setCategory(e.target.value)} />
      <label htmlFor={ids.aliases}>{t('emojis.aliases')}</label>
      <input id={ids.aliases} value={aliases} onChange={(e) => setAliases(e.target.value)} />
      <label htmlFor={ids.license}>{t('emojis.license')}</label>
      <input id={ids.license} maxLength={1024} value={license} onChange={(e) => setLicense(e.target.value)} />
      <label className="tools-check">
        <input type="checkbox" checked={sensitive} onChange={(e) => setSensitive(e.target.checked)} />
        {t('emojis.sensitive')}
      </label>
      <label className="tools-check">
        <input type="checkbox" checked={localOnly} onChange={(e) => setLocalOnly(e.target.checked)} />
        {t('emojis.localOnly')}
      </label>
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('decorations.cancel')}
        </button>
        <button type="submit" className="button primary">
          {t('decorations.save')}
        </button>
      </div>
    </form>
  );
}
