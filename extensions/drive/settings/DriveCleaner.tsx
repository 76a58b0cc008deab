import { RelativeTime, useEndpoint, useExtensionStrings, useHost, useI18n } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { formatSize } from '../format-size';
import { DriveUsage } from './DriveUsage';
import '../drive.css';

/** How many of the largest files the cleaner lists at a time. */
const SHOWN = 30;

/**
 * Settings > Drive cleaner: the largest files first, with their share of the capacity, to delete
 * what is not needed (a file a note uses disappears from that note too, as Misskey warns).
 */
export default function DriveCleaner() {
  const t = useExtensionStrings('drive');
  const host = useHost();
  const { locale } = useI18n();
  const drive = useEndpoint('drive', {});
  const files = useEndpoint('drive/files', { sort: '+size', limit: SHOWN });

  const remove = async (file: entities.DriveFile) => {
    const sure = await host.modals.confirm(t('cleaner.deleteConfirm', { name: file.name }), { danger: true });
    if (!sure) return;
    try {
      await host.api.call('drive/files/delete', { fileId: file.id });
      host.modals.toast(t('cleaner.deleted', { name: file.name }));
      files.reload();
      drive.reload();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };

  const capacity = drive.status === 'ready' ? drive.data.capacity : 0;
  return (
    <section className="page-card settings-panel" aria-labelledby="drive-cleaner-title">
      <h1 id="drive-cleaner-title">{t('cleaner.title')}</h1>
      {drive.status === 'ready' && <DriveUsage usage={drive.data.usage} capacity={drive.data.capacity} />}
      <h2 id="drive-cleaner-largest">{t('cleaner.largest')}</h2>
      {files.status === 'error' && <p role="alert">{t('cleaner.loadFailed')}</p>}
      {files.status === 'ready' && files.data.length === 0 && <p className="form-hint">{t('cleaner.empty')}</p>}
      {files.status === 'ready' && files.data.length > 0 && (
        <ul className="drive-cleaner-list" aria-labelledby="drive-cleaner-largest">
          {files.data.map((file) => (
            <li key={file.id} className="drive-cleaner-row">
              {file.thumbnailUrl && file.type.startsWith('image/') ? (
                <img src={file.thumbnailUrl} alt="" width={48} height={48} />
              ) : (
                <span className="drive-cleaner-type">{file.type.split('/')[1] ?? file.type}</span>
              )}
              <span className="drive-cleaner-info">
                <span className="drive-cleaner-name">{file.name}</span>
                <small>
                  {formatSize(file.size, locale)}
                  {capacity > 0 && ` · ${t('cleaner.share', { percent: ((file.size / capacity) * 100).toFixed(1) })}`} ·{' '}
                  <RelativeTime time={file.createdAt} />
                </small>
              </span>
              <button
                type="button"
                className="button danger"
                aria-label={t('cleaner.deleteNamed', { name: file.name })}
                onClick={() => void remove(file)}
              >
                {t('cleaner.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
