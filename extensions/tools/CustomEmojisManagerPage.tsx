import { useCurrentRoute, useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import { ManagedList } from '@tessera/sdk/kit';
import { useEffect, useId, useRef, useState } from 'react';
import type {} from '../drive/api';
import { type EmojiGridDraft, nameFromFileName, updateOf } from './emoji-grid';
import '@tessera/sdk/forms.css';
import './tools.css';

/**
 * /custom-emojis-manager: the server's custom emoji. Anyone may browse them; those whose role
 * manages custom emoji add one from a drive picture, change its category, aliases, licence and
 * flags, and delete it; they also export them all as a zip (into the drive) and import such a
 * zip from the drive. `?q=name` opens it searching for an emoji.
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

/** What the form edits (a grid row's fields); the details the list lacks (licence, flags) arrive once fetched. */
type EmojiFields = Omit<EmojiGridDraft, 'id'> & { detailsLoaded: boolean };

function EmojiManager() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  // `?q=` starts with a search, as an emoji's Edit in a note's menu opens it.
  const { fullPath } = useCurrentRoute();
  const [query, setQuery] = useState(
    () => new URLSearchParams(fullPath.split('?')[1]?.split('#')[0] ?? '').get('q') ?? '',
  );
  const list = useEndpoint('admin/emoji/list', { query: query.trim() || null, limit: 100 });
  const searchId = useId();
  // An import adds its emoji in the background: each one the server announces refreshes the list.
  const reload = useRef(list.reload);
  reload.current = list.reload;
  useEffect(() => {
    const added = host.stream.onBroadcast('emojiAdded', () => reload.current());
    return () => added.dispose();
  }, [host]);

  const add = async () => {
    if (!host.commands.has('drive.pick')) return;
    const picked = await host.commands.execute('drive.pick', { multiple: false, type: 'image/*' });
    const file = picked?.[0];
    if (!file) return;
    const suggested = nameFromFileName(file.name);
    const answer = await host.modals.dialog({
      title: t('emojis.nameOf'),
      input: { default: suggested, minLength: 1, maxLength: 128 },
    });
    if (answer.canceled || !answer.result) return;
    await host.apiWithDialog('admin/emoji/add', { name: answer.result, fileId: file.id });
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
        <EmojiArchiveButtons />
      </div>
      <ManagedList<ListedEmoji, EmojiFields>
        query={list}
        strings={{
          label: t('emojis.title'),
          add: t('emojis.add'),
          edit: t('decorations.edit'),
          delete: t('decorations.delete'),
          save: t('decorations.save'),
          cancel: t('decorations.cancel'),
          empty: t('emojis.none'),
        }}
        add={add}
        blank={{
          name: '',
          category: '',
          aliases: '',
          license: '',
          isSensitive: false,
          localOnly: false,
          detailsLoaded: false,
        }}
        fieldsOf={(emoji) => ({
          name: emoji.name,
          category: emoji.category ?? '',
          aliases: emoji.aliases.join(' '),
          license: '',
          isSensitive: false,
          localOnly: false,
          detailsLoaded: false,
        })}
        save={async (fields, emoji) => {
          // Until its details arrived, saving would reset the licence and flags.
          if (!emoji || !fields.detailsLoaded) return;
          await host.apiWithDialog('admin/emoji/update', updateOf({ ...fields, id: emoji.id }));
        }}
        remove={(emoji) => host.apiWithDialog('admin/emoji/delete', { id: emoji.id })}
        confirmRemove={(emoji) => t('emojis.deleteConfirm', { name: emoji.name })}
        name={(emoji) => `:${emoji.name}:`}
        summary={(emoji) => (
          <>
            <img src={emoji.url} alt="" width={40} height={40} />
            <span className="decoration-info">
              <strong>:{emoji.name}:</strong>
              <small>
                {emoji.category ?? t('emojis.noCategory')}
                {emoji.aliases.length > 0 ? ` · ${emoji.aliases.join(', ')}` : ''}
              </small>
            </span>
          </>
        )}
        fields={(draft, set) => <EmojiFieldsForm draft={draft} set={set} />}
      />
    </>
  );
}

/**
 * Export (every emoji and its image as a zip, made in the background into one's drive) and import
 * (such a zip chosen in the drive, added in the background, replacing emoji of the same names).
 */
function EmojiArchiveButtons() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const exportAll = () =>
    host.apiWithDialog('export-custom-emojis', {}, { success: false }).then(
      () => host.modals.toast(t('emojis.exportStarted')),
      () => undefined, // the error dialog has said why
    );
  const importZip = async () => {
    if (!host.commands.has('drive.pick')) return;
    const picked = await host.commands.execute('drive.pick', { multiple: false, type: 'application/zip' });
    const file = picked?.[0];
    if (!file) return;
    const answer = await host.modals.dialog({
      type: 'question',
      text: t('emojis.importConfirm', { name: file.name }),
    });
    if (answer.canceled) return;
    await host.apiWithDialog('admin/emoji/import-zip', { fileId: file.id }, { success: false }).then(
      () => host.modals.toast(t('emojis.importStarted')),
      () => undefined,
    );
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void exportAll()}>
        {t('emojis.export')}
      </button>
      <button type="button" className="button" onClick={() => void importZip()}>
        {t('emojis.import')}
      </button>
    </>
  );
}

type ListedEmoji = { id: string; name: string; category: string | null; aliases: string[]; url: string };

/** An emoji's fields; its licence and flags come from its details (the list has only name, category, aliases). */
function EmojiFieldsForm({ draft, set }: { draft: EmojiFields; set(change: Partial<EmojiFields>): void }) {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const ids = { category: useId(), aliases: useId(), license: useId() };
  const detail = useEndpoint('emoji', { name: draft.name });
  const details = detail.data;
  useEffect(() => {
    if (details && !draft.detailsLoaded) {
      set({
        license: details.license ?? '',
        isSensitive: details.isSensitive,
        localOnly: details.localOnly,
        detailsLoaded: true,
      });
    }
  }, [details, draft.detailsLoaded, set]);
  if (detail.status === 'error') return <p role="alert">{host.describeError(detail.error).text}</p>;
  if (!draft.detailsLoaded) return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  return (
    <>
      <strong>:{draft.name}:</strong>
      <label htmlFor={ids.category}>{t('emojis.category')}</label>
      <input
        id={ids.category}
        maxLength={128}
        value={draft.category}
        onChange={(e) => set({ category: e.target.value })}
      />
      <label htmlFor={ids.aliases}>{t('emojis.aliases')}</label>
      <input id={ids.aliases} value={draft.aliases} onChange={(e) => set({ aliases: e.target.value })} />
      <label htmlFor={ids.license}>{t('emojis.license')}</label>
      <input
        id={ids.license}
        maxLength={1024}
        value={draft.license}
        onChange={(e) => set({ license: e.target.value })}
      />
      <label className="tools-check">
        <input type="checkbox" checked={draft.isSensitive} onChange={(e) => set({ isSensitive: e.target.checked })} />
        {t('emojis.sensitive')}
      </label>
      <label className="tools-check">
        <input type="checkbox" checked={draft.localOnly} onChange={(e) => set({ localOnly: e.target.checked })} />
        {t('emojis.localOnly')}
      </label>
    </>
  );
}
