import { usePagedList, useStreamChannel } from '@tessera/sdk';
import { useEffect, useRef } from 'react';

/** The file sorts drive/files takes ('+' is newest, largest, Z first). */
export type DriveSort = '+createdAt' | '-createdAt' | '+name' | '-name' | '+size' | '-size';

/** After a burst of drive events (a bulk move sends one per file), the lists reload once. */
const RELOAD_AFTER_MS = 150;

/**
 * A folder's folders and files, page by page, kept current from the drive channel: any file or
 * folder event reloads the lists, so another tab's or device's change shows here too.
 */
export function useDriveListing(folderId: string | null, options: { sort: DriveSort; type: string | null }) {
  const folders = usePagedList('drive/folders', { folderId }, { first: 30, next: 30 });
  const files = usePagedList(
    'drive/files',
    { folderId, sort: options.sort, ...(options.type ? { type: options.type } : {}) },
    { first: 40, next: 40 },
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reload = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      folders.reload();
      files.reload();
    }, RELOAD_AFTER_MS);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useStreamChannel('drive', {
    fileCreated: reload,
    fileUpdated: reload,
    fileDeleted: reload,
    folderCreated: reload,
    folderUpdated: reload,
    folderDeleted: reload,
  });
  return { folders, files, reload };
}
