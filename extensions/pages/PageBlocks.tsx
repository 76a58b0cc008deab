import { Deferred, Mfm, useEndpoint, useExtensionStrings, useHost, useService } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from '../notes/api';

type Block = entities.Page['content'][number];

/**
 * A page's blocks as React nodes: text as MFM, sections with their title and blocks (headings
 * one level deeper each time), pictures from the page's files (opening the media viewer), notes.
 */
export function PageBlocks({
  blocks,
  files,
  level = 2,
}: {
  blocks: readonly Block[];
  files: readonly entities.DriveFile[];
  level?: number;
}) {
  return (
    <>
      {blocks.map((block) => (
        <PageBlock key={block.id} block={block} files={files} level={level} />
      ))}
    </>
  );
}

function PageBlock({ block, files, level }: { block: Block; files: readonly entities.DriveFile[]; level: number }) {
  const host = useHost();
  switch (block.type) {
    case 'text':
      return (
        <div className="page-block-text">
          <Mfm text={block.text} />
        </div>
      );
    case 'section': {
      const Heading = `h${Math.min(level, 6)}` as 'h2';
      return (
        <section className="page-block-section">
          <Heading>{block.title}</Heading>
          <PageBlocks blocks={block.children} files={files} level={level + 1} />
        </section>
      );
    }
    case 'image': {
      const file = files.find((f) => f.id === block.fileId);
      if (!file) return null;
      const images = files.filter((f) => f.type.startsWith('image/'));
      return (
        <button
          type="button"
          className="page-block-image"
          onClick={() => {
            if (host.commands.has('notes.viewMedia'))
              void host.commands.execute('notes.viewMedia', images, images.indexOf(file));
          }}
        >
          <img src={file.url} alt={file.comment ?? ''} />
        </button>
      );
    }
    case 'note':
      return block.note ? <EmbeddedNote noteId={block.note} /> : null;
    default:
      return null;
  }
}

function EmbeddedNote({ noteId }: { noteId: string }) {
  const t = useExtensionStrings('pages');
  const view = useService('notes.view');
  const note = useEndpoint('notes/show', { noteId });
  if (note.status === 'error') return <p className="form-hint">{t('noteGone')}</p>;
  if (note.status !== 'ready' || !view) return null;
  return (
    <div className="page-block-note">
      <Deferred loader={view} props={{ note: note.data }} />
    </div>
  );
}
