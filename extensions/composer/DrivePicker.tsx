import { Icon, PagedListFooter, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';

/** Chooses files already in the drive (its root, newest first) to attach; gives them on Attach. */
export function DrivePicker({ done }: { done(files: entities.DriveFile[] | undefined): void }) {
  const t = useExtensionStrings('composer');
  const list = usePagedList('drive/files', {}, { first: 30, next: 30 });
  const [chosen, setChosen] = useState<entities.DriveFile[]>([]);
  const toggle = (file: entities.DriveFile) =>
    setChosen((c) => (c.some((f) => f.id === file.id) ? c.filter((f) => f.id !== file.id) : [...c, file]));
  return (
    <div className="drive-picker">
      <h2 className="drive-picker-title">{t('fromDrive')}</h2>
      <ul className="drive-picker-files" aria-label={t('driveFiles')}>
        {list.items.map((file) => {
          const selected = chosen.some((f) => f.id === file.id);
          return (
            <li key={file.id}>
              <button
                type="button"
                className={selected ? 'drive-picker-file selected' : 'drive-picker-file'}
                aria-pressed={selected}
                onClick={() => toggle(file)}
              >
                {file.thumbnailUrl && file.type.startsWith('image/') ? (
                  <img src={file.thumbnailUrl} alt="" />
                ) : (
                  <Icon name="paperclip" size={20} />
                )}
                <span className="drive-picker-name">{file.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <PagedListFooter list={list} empty={t('driveEmpty')} />
      <div className="drive-picker-buttons">
        <button type="button" className="button" onClick={() => done(undefined)}>
          {t('cancel')}
        </button>
        <button type="button" className="button primary" disabled={chosen.length === 0} onClick={() => done(chosen)}>
          {t('attachChosen', { count: chosen.length })}
        </button>
      </div>
    </div>
  );
}
