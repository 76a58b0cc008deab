import {
  Link,
  type PageProps,
  QueryPage,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useRouter,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { AdminPage } from '../AdminPage';
import { SwitchSetting } from '../MetaFields';

/** /admin/file/{id}: a file as moderators see it; marked sensitive or deleted. */
export default function FilePage({ params }: PageProps) {
  const t = useExtensionStrings('admin');
  const file = useEndpoint('admin/drive/show-file', { fileId: params.fileId ?? '' });
  return (
    <QueryPage query={file} failedTitle={t('files.notFound')}>
      {(found) => <FileView file={found} reload={file.reload} />}
    </QueryPage>
  );
}

function FileView({ file, reload }: { file: entities.AdminDriveShowFileResponse; reload(): void }) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const router = useRouter();
  const setSensitive = async (isSensitive: boolean) => {
    await host.apiWithDialog('drive/files/update', { fileId: file.id, isSensitive }).catch(() => undefined);
    reload();
  };
  const remove = async () => {
    if (!(await host.modals.confirm(t('files.deleteConfirm', { name: file.name }), { danger: true }))) return;
    await host.apiWithDialog('drive/files/delete', { fileId: file.id }).then(
      () => router.push('/admin/files'),
      () => undefined,
    );
  };
  const facts: [string, string][] = [
    [t('files.type'), file.type],
    [t('files.size'), `${(file.size / 1024).toFixed(1)} KB`],
    [t('files.md5'), file.md5],
  ];
  return (
    <AdminPage title={file.name}>
      {file.thumbnailUrl && <img className="admin-file-preview" src={file.thumbnailUrl} alt={file.comment ?? ''} />}
      <dl className="admin-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('files.uploaded')}</dt>
          <dd>
            <RelativeTime time={file.createdAt} />
          </dd>
        </div>
        {file.userId && (
          <div>
            <dt>{t('files.owner')}</dt>
            <dd>
              <Link to={`/admin/user/${file.userId}`}>{t('files.ownerLink')}</Link>
            </dd>
          </div>
        )}
      </dl>
      {file.comment && <p>{file.comment}</p>}
      <SwitchSetting label={t('files.sensitive')} value={file.isSensitive} onChange={(v) => void setSensitive(v)} />
      <div className="admin-actions">
        {file.url && (
          <a className="button" href={file.url} target="_blank" rel="noopener noreferrer">
            {t('files.open')}
          </a>
        )}
        <button type="button" className="button danger" onClick={() => void remove()}>
          {t('files.delete')}
        </button>
      </div>
    </AdminPage>
  );
}
