import { type PageProps, useEndpoint, useExtensionStrings, useRouter, useStreamChannel } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { DriveBrowser } from '../browser/DriveBrowser';
import { DriveUsage } from '../settings/DriveUsage';
import '../drive.css';

/** /my/drive and /my/drive/folder/{folder}: the owner's drive, with its usage against the capacity. */
export default function DrivePage({ params }: PageProps) {
  const t = useExtensionStrings('drive');
  const router = useRouter();
  const folderId = params.folder ?? null;
  const usage = useEndpoint('drive', {});
  const [selected, setSelected] = useState<entities.DriveFile[]>([]);
  // The selection belongs to the folder it was made in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on each change of folder.
  useEffect(() => setSelected([]), [folderId]);
  // Usage changes with every upload and deletion, wherever they happen.
  useStreamChannel('drive', { fileCreated: usage.reload, fileDeleted: usage.reload });
  return (
    <section className="page-card drive-page" aria-labelledby="drive-title">
      <h1 id="drive-title">{t('browser.title')}</h1>
      {usage.status === 'ready' && <DriveUsage usage={usage.data.usage} capacity={usage.data.capacity} />}
      <DriveBrowser
        mode="page"
        folderId={folderId}
        onOpenFolder={(id) => router.push(id ? `/my/drive/folder/${id}` : '/my/drive')}
        onOpenFile={(file) => router.push(`/my/drive/file/${file.id}`)}
        selected={selected}
        onSelect={setSelected}
      />
    </section>
  );
}
