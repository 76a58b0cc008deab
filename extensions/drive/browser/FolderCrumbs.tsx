import { useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { DragEvent } from 'react';

/** The folders from the root down to the open one, each a place to go and to drop into. */
export function FolderCrumbs({
  folderId,
  onOpen,
  dropTarget,
}: {
  folderId: string | null;
  onOpen(folderId: string | null): void;
  dropTarget(folderId: string | null): { onDragOver(e: DragEvent): void; onDrop(e: DragEvent): void };
}) {
  const t = useExtensionStrings('drive');
  return (
    <nav className="drive-crumbs" aria-label={t('browser.path')}>
      <ol>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => onOpen(null)}
            aria-current={folderId === null ? 'page' : undefined}
            {...dropTarget(null)}
          >
            {t('browser.root')}
          </button>
        </li>
        {folderId && <FolderChain folderId={folderId} onOpen={onOpen} dropTarget={dropTarget} />}
      </ol>
    </nav>
  );
}

/** The open folder and its parents, from drive/folders/show's chain of parents. */
function FolderChain({
  folderId,
  onOpen,
  dropTarget,
}: {
  folderId: string;
  onOpen(folderId: string | null): void;
  dropTarget(folderId: string | null): { onDragOver(e: DragEvent): void; onDrop(e: DragEvent): void };
}) {
  const shown = useEndpoint('drive/folders/show', { folderId });
  if (shown.status !== 'ready') return null;
  const chain: entities.DriveFolder[] = [];
  for (let f: entities.DriveFolder | null | undefined = shown.data; f; f = f.parent) chain.unshift(f);
  return (
    <>
      {chain.map((folder) => (
        <li key={folder.id}>
          <button
            type="button"
            className="link-button"
            onClick={() => onOpen(folder.id)}
            aria-current={folder.id === folderId ? 'page' : undefined}
            {...dropTarget(folder.id)}
          >
            {folder.name}
          </button>
        </li>
      ))}
    </>
  );
}
