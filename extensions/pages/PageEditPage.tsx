import {
  type PageProps,
  QueryPage,
  SwitchRow,
  useAccount,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useRouter,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useId, useState } from 'react';
import type {} from '../drive/api';
import { BlockListEditor } from './BlockListEditor';
import type { EditableBlock } from './block-editing';
import { pagePath } from './page-address';
import '@tessera/sdk/forms.css';
import './pages.css';

/** /pages/new and /pages/edit/{id}: the page's settings and its blocks. */
export default function PageEditPage({ params }: PageProps) {
  if (!params.pageId) return <PageForm page={null} />;
  return <ExistingPage pageId={params.pageId} />;
}

function ExistingPage({ pageId }: { pageId: string }) {
  const t = useExtensionStrings('pages');
  const query = useEndpoint('pages/show', { pageId });
  return (
    <QueryPage query={query} failedTitle={t('notFound')}>
      {(found) => <PageForm key={found.id} page={found} />}
    </QueryPage>
  );
}

function PageForm({ page }: { page: entities.Page | null }) {
  const t = useExtensionStrings('pages');
  const host = useHost();
  const router = useRouter();
  const account = useAccount();
  const [title, setTitle] = useState(page?.title ?? '');
  const [name, setName] = useState(page?.name ?? '');
  const [summary, setSummary] = useState(page?.summary ?? '');
  const [font, setFont] = useState<'serif' | 'sans-serif'>(page?.font ?? 'sans-serif');
  const [alignCenter, setAlignCenter] = useState(page?.alignCenter ?? false);
  const [hideTitle, setHideTitle] = useState(page?.hideTitleWhenPinned ?? false);
  const [eyeCatching, setEyeCatching] = useState<entities.DriveFile | null>(page?.eyeCatchingImage ?? null);
  const [blocks, setBlocks] = useState<EditableBlock[]>(page?.content ?? []);
  const [files, setFiles] = useState<entities.DriveFile[]>(page?.attachedFiles ?? []);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), name: useId(), summary: useId(), font: useId() };

  const pickEyeCatching = async () => {
    if (!host.commands.has('drive.pick')) return;
    const picked = await host.commands.execute('drive.pick', { multiple: false, type: 'image/*' });
    if (picked?.[0]) setEyeCatching(picked[0]);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const fields = {
      title: title.trim(),
      name: name.trim(),
      summary: summary.trim() ? summary : null,
      content: blocks as Record<string, unknown>[],
      variables: [],
      script: page?.script ?? '',
      eyeCatchingImageId: eyeCatching?.id ?? null,
      font,
      alignCenter,
      hideTitleWhenPinned: hideTitle,
    };
    try {
      if (page) await host.apiWithDialog('pages/update', { pageId: page.id, ...fields });
      else await host.apiWithDialog('pages/create', fields);
      router.push(
        pagePath({ name: fields.name, user: { username: account?.username ?? '', host: null } as entities.UserLite }),
      );
    } catch {
      // The dialog has said what went wrong (a name already used, say); everything stays.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!page || !(await host.modals.confirm(t('deleteConfirm', { title: page.title }), { danger: true }))) return;
    try {
      await host.apiWithDialog('pages/delete', { pageId: page.id });
      router.push('/pages');
    } catch {
      // Said by the dialog.
    }
  };

  return (
    <section className="page-card page-edit form-controls" aria-labelledby="page-edit-title">
      <h1 id="page-edit-title">{page ? t('editTitle') : t('newTitle')}</h1>
      <form onSubmit={(event) => void save(event)}>
        <div className="form-field">
          <label htmlFor={ids.title}>{t('fieldTitle')}</label>
          <input id={ids.title} required maxLength={256} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor={ids.name}>{t('fieldName')}</label>
          <input
            id={ids.name}
            required
            maxLength={256}
            pattern="[^/?#\s]+"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <p className="form-hint">
            {t('fieldNameHint', { path: `/@${account?.username ?? ''}/pages/${name || '…'}` })}
          </p>
        </div>
        <div className="form-field">
          <label htmlFor={ids.summary}>{t('fieldSummary')}</label>
          <input id={ids.summary} maxLength={256} value={summary} onChange={(e) => setSummary(e.target.value)} />
        </div>
        <div className="form-field">
          <span className="form-label">{t('eyeCatching')}</span>
          {eyeCatching && (
            <img className="page-edit-eyecatch" src={eyeCatching.thumbnailUrl ?? eyeCatching.url} alt="" />
          )}
          <span className="form-actions page-edit-row">
            <button type="button" className="button" onClick={() => void pickEyeCatching()}>
              {t('chooseImage')}
            </button>
            {eyeCatching && (
              <button type="button" className="button" onClick={() => setEyeCatching(null)}>
                {t('removeImage')}
              </button>
            )}
          </span>
        </div>
        <div className="form-field">
          <label htmlFor={ids.font}>{t('fieldFont')}</label>
          <select
            id={ids.font}
            value={font}
            onChange={(e) => setFont(e.target.value === 'serif' ? 'serif' : 'sans-serif')}
          >
            <option value="sans-serif">{t('sansSerif')}</option>
            <option value="serif">{t('serif')}</option>
          </select>
        </div>
        <SwitchRow label={t('alignCenter')} checked={alignCenter} onChange={setAlignCenter} />
        <SwitchRow label={t('hideTitleWhenPinned')} checked={hideTitle} onChange={setHideTitle} />
        <h2>{t('content')}</h2>
        <BlockListEditor
          blocks={blocks}
          onChange={setBlocks}
          files={files}
          onFile={(file) => setFiles((current) => [...current.filter((f) => f.id !== file.id), file])}
          label={t('content')}
        />
        <div className="form-actions">
          {page && (
            <button type="button" className="button danger" onClick={() => void remove()}>
              {t('delete')}
            </button>
          )}
          <button type="submit" className="button primary" disabled={busy || !title.trim() || !name.trim()}>
            {page ? t('save') : t('publish')}
          </button>
        </div>
      </form>
    </section>
  );
}
