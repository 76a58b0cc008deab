import { Icon, useExtensionStrings, useI18n, useReadable } from '@tessera/sdk';
import '../drive-icons';
import { formatSize } from '../format-size';
import { uploadsInProgress } from './upload-queue';
import './uploads.css';

/**
 * The uploads of one group under way (spec 000 section 4): each with its name, a progress bar
 * of bytes sent out of the total, and a cancel button; an upload leaves the list when it ends.
 */
export default function UploadList({ group }: { group: string }) {
  const t = useExtensionStrings('drive');
  const { locale } = useI18n();
  const uploads = useReadable(uploadsInProgress).filter((u) => u.group === group);
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={t('upload.inProgress')}>
      {uploads.map((upload) => (
        <li key={upload.id} className="upload-item">
          {upload.previewUrl ? (
            <img src={upload.previewUrl} alt="" className="upload-preview" />
          ) : (
            <Icon name="paperclip" size={20} />
          )}
          <div className="upload-info">
            <span className="upload-name">{upload.name}</span>
            <progress
              max={upload.total || 1}
              value={upload.phase === 'compressing' ? undefined : upload.loaded}
              aria-label={t('upload.progressOf', { name: upload.name })}
            />
            <small>
              {upload.phase === 'compressing'
                ? t('upload.compressing')
                : t('upload.sent', {
                    loaded: formatSize(upload.loaded, locale),
                    total: formatSize(upload.total, locale),
                  })}
            </small>
          </div>
          <button type="button" className="icon-button" onClick={upload.cancel}>
            <Icon name="close" label={t('upload.cancelNamed', { name: upload.name })} size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
