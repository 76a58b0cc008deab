import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { DrivePickOptions } from '../api';
import { DrivePickerDialog } from './DrivePickerDialog';

/** The drive as a picker of files (`drive.pick`): resolves with the choice, or null when closed. */
export async function pickFromDrive(
  host: TesseraHost,
  options: DrivePickOptions,
): Promise<entities.DriveFile[] | null> {
  const picked = await host.modals.open<entities.DriveFile[]>(
    (close) => (
      <DrivePickerDialog mode="pick-files" options={options} title={host.i18n.t('drive.pick.title')} done={close} />
    ),
    'dialog',
    { label: host.i18n.t('drive.pick.title') },
  );
  return picked ?? null;
}

/**
 * The drive as a picker of a folder (moving things): resolves with the folder's id, null for the
 * root, or undefined when closed without a choice.
 */
export async function pickFolder(host: TesseraHost, title: string): Promise<string | null | undefined> {
  const picked = await host.modals.open<{ folderId: string | null }>(
    (close) => (
      <DrivePickerDialog
        mode="pick-folder"
        options={{}}
        title={title}
        done={(files, folderId) => close(files === undefined ? undefined : { folderId: folderId ?? null })}
      />
    ),
    'dialog',
    { label: title },
  );
  return picked?.folderId;
}
