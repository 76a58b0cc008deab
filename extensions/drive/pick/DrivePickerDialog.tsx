import { useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type { DrivePickOptions } from '../api';
import { DriveBrowser } from '../browser/DriveBrowser';

/**
 * The drive browser in a dialog: choosing files (Attach) or a folder (Move here). Folders open
 * inside the dialog; the page behind stays where it was.
 */
export function DrivePickerDialog({
  mode,
  options,
  title,
  done,
}: {
  mode: 'pick-files' | 'pick-folder';
  options: DrivePickOptions;
  title: string;
  done(files: entities.DriveFile[] | undefined, folderId?: string | null): void;
}) {
  const t = useExtensionStrings('drive');
  const [folderId, setFolderId] = useState<string | null>(null);
  const [selected, setSelected] = useState<entities.DriveFile[]>([]);
  const footer = (
    <>
      <button type="button" className="button" onClick={() => done(undefined)}>
        {t('pick.cancel')}
      </button>
      {mode === 'pick-files' ? (
        <button
          type="button"
          className="button primary"
          disabled={selected.length === 0}
          onClick={() => done(selected)}
        >
          {t('pick.choose', { count: selected.length })}
        </button>
      ) : (
        <button type="button" className="button primary" onClick={() => done([], folderId)}>
          {t('pick.here')}
        </button>
      )}
    </>
  );
  return (
    <div className="drive-picker-dialog">
      <h2>{title}</h2>
      <DriveBrowser
        mode={mode}
        folderId={folderId}
        onOpenFolder={setFolderId}
        selected={selected}
        onSelect={setSelected}
        {...(options.type ? { fixedType: options.type } : {})}
        {...(options.multiple === false ? { single: true } : {})}
        footer={footer}
      />
    </div>
  );
}
