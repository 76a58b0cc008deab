import { Link, PagedListFooter, type PageProps, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import { useId, useState } from 'react';
import { AdminPage } from '../AdminPage';

const TYPES = ['', 'image/*', 'video/*', 'audio/*', 'text/*', 'application/*'] as const;

/**
 * /admin/files: every account's files, newest first, by kind; each opens its page. The clean-up
 * button (admin/drive/cleanup, after asking) deletes the files no account owns any more.
 */
export default function FilesPage({ params }: PageProps) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const typeId = useId();
  const [type, setType] = useState<(typeof TYPES)[number]>('');
  const userId = params.userId ?? null;
  const files = usePagedList('admin/drive/files', { type: type || null, userId }, { first: 40, next: 40 });
  const cleanUp = async () => {
    if (!(await host.modals.confirm(t('files.cleanUpConfirm'), { danger: true }))) return;
    await host.apiWithDialog('admin/drive/cleanup', {}).then(files.reload, () => undefined);
  };
  return (
    <AdminPage title={t('files.title')} wide>
      <button type="button" className="button" onClick={() => void cleanUp()}>
        {t('files.cleanUp')}
      </button>
      <div className="form-field">
        <label htmlFor={typeId}>{t('files.kind')}</label>
        <select id={typeId} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
          {TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`files.kinds.${k.replace('/*', '') || 'all'}`)}
            </option>
          ))}
        </select>
      </div>
      <ul className="admin-files" aria-label={t('files.title')}>
        {files.items.map((file) => (
          <li key={file.id}>
            <Link to={`/admin/file/${file.id}`} className="admin-file-tile">
              {file.thumbnailUrl ? (
                <img src={file.thumbnailUrl} alt="" loading="lazy" />
              ) : (
                <span className="admin-file-type">{file.type}</span>
              )}
              <span className="admin-file-name">{file.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <PagedListFooter list={files} empty={t('files.none')} />
    </AdminPage>
  );
}
