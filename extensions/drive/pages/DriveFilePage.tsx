import {
  type PageProps,
  RelativeTime,
  ServiceView,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useI18n,
  usePagedList,
  useRouter,
  useService,
  useStreamChannel,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useMemo } from 'react';
import type {} from '../../chat/api';
import type {} from '../../notes/api';
import { DriveActions, type FileEdit } from '../drive-actions';
import '../drive-icons';
import { formatSize } from '../format-size';
import '../drive-browser.css';
import { AttachedChatMessages } from './AttachedChatMessages';

/**
 * /my/drive/file/{fileId}, for the file's owner: a preview, what the file is (type, size,
 * dimensions, when, sensitive, description, folder), and what can be done with it: rename,
 * describe, mark sensitive, move, copy its URL, download, delete; then the notes that use it,
 * and the chat messages it was sent with (where the chat extension is on and the role has chat).
 */
export default function DriveFilePage({ params }: PageProps) {
  const t = useExtensionStrings('drive');
  const host = useHost();
  const router = useRouter();
  const viewer = useViewer();
  const { locale } = useI18n();
  const fileId = params.fileId ?? '';
  const query = useEndpoint('drive/files/show', { fileId });
  const notes = usePagedList('drive/files/attached-notes', { fileId }, { first: 10, next: 20 });
  const actions = useMemo(() => new DriveActions(host, t), [host, t]);
  const chatShown = useService('chat.messageList') !== undefined && viewer.policies.chatAvailability !== 'unavailable';
  useStreamChannel('drive', {
    fileUpdated: (file: entities.DriveFile) => file.id === fileId && query.reload(),
    fileDeleted: (id: string) => id === fileId && router.replace('/my/drive'),
  });

  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  // Spec 000 section 2: the details are for the file's owner; staff moderate files elsewhere.
  if (query.status === 'error' || query.data.userId !== viewer.userId) {
    return (
      <section className="page-card" role="alert">
        <h1>{t('file.notFound')}</h1>
        {query.status === 'error' && <p>{host.describeError(query.error).text}</p>}
      </section>
    );
  }
  const file = query.data;
  const edit = async (change: FileEdit) => {
    await actions.editFile(file, change);
    if (change !== 'delete') query.reload();
  };
  const move = async () => {
    const { pickFolder } = await import('../pick/pick-from-drive');
    const target = await pickFolder(host, t('file.moveNamed', { name: file.name }));
    if (target !== undefined && (await actions.moveFiles([file.id], target))) query.reload();
  };
  const { width, height } = file.properties;
  const folderPath = file.folder ? folderChain(file.folder) : [];
  return (
    <section className="page-card drive-file-page" aria-labelledby="drive-file-title">
      <h1 id="drive-file-title">{file.name}</h1>
      <div className="drive-file-preview">
        {file.type.startsWith('image/') ? (
          <img src={file.url} alt={file.comment ?? file.name} />
        ) : file.type.startsWith('video/') ? (
          // biome-ignore lint/a11y/useMediaCaption: user uploads carry no captions; the description is the label.
          <video src={file.url} controls preload="metadata" aria-label={file.comment ?? file.name} />
        ) : file.type.startsWith('audio/') ? (
          // biome-ignore lint/a11y/useMediaCaption: user uploads carry no captions.
          <audio src={file.url} controls preload="metadata" aria-label={file.name} />
        ) : (
          <span className="drive-file-type">{file.type}</span>
        )}
      </div>
      <dl className="drive-file-facts">
        <dt>{t('file.type')}</dt>
        <dd>{file.type}</dd>
        <dt>{t('file.size')}</dt>
        <dd>{formatSize(file.size, locale)}</dd>
        {width && height && (
          <>
            <dt>{t('file.dimensions')}</dt>
            <dd>{`${width} × ${height}`}</dd>
          </>
        )}
        <dt>{t('file.created')}</dt>
        <dd>
          <RelativeTime time={file.createdAt} />
        </dd>
        <dt>{t('file.folder')}</dt>
        <dd>{folderPath.length > 0 ? folderPath.join(' › ') : t('browser.root')}</dd>
        <dt>{t('file.sensitive')}</dt>
        <dd>{file.isSensitive ? t('file.yes') : t('file.no')}</dd>
        <dt>{t('file.description')}</dt>
        <dd>{file.comment ?? t('file.noDescription')}</dd>
      </dl>
      <div className="drive-file-actions">
        <button type="button" className="button" onClick={() => void edit('rename')}>
          {t('file.rename')}
        </button>
        <button type="button" className="button" onClick={() => void edit('describe')}>
          {t('file.describe')}
        </button>
        <button type="button" className="button" onClick={() => void edit('toggleSensitive')}>
          {file.isSensitive ? t('file.unmarkSensitive') : t('file.markSensitive')}
        </button>
        <button type="button" className="button" onClick={() => void move()}>
          {t('file.move')}
        </button>
        <button type="button" className="button" onClick={() => void host.copyToClipboard(file.url)}>
          {t('file.copyUrl')}
        </button>
        <a className="button" href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
          {t('file.download')}
        </a>
        <button type="button" className="button danger" onClick={() => void edit('delete')}>
          {t('file.delete')}
        </button>
      </div>
      <h2>{t('file.attachedNotes')}</h2>
      <ServiceView id="notes.feed" props={{ list: notes, label: t('file.attachedNotes'), empty: t('file.noNotes') }} />
      {chatShown && <AttachedChatMessages fileId={file.id} />}
    </section>
  );
}

/** The folder names from the root down. */
function folderChain(folder: entities.DriveFolder): string[] {
  const names: string[] = [];
  for (let f: entities.DriveFolder | null | undefined = folder; f; f = f.parent) names.unshift(f.name);
  return names;
}
