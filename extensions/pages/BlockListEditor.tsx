import { useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import type {} from '../drive/api';
import { BLOCK_TYPES, type EditableBlock, moveBlock, newBlock, noteIdOf } from './block-editing';

/**
 * A list of blocks being edited: each with its own fields, moved up or down, removed; blocks of
 * any kind added at the end. A section holds a list of its own.
 */
export function BlockListEditor({
  blocks,
  onChange,
  files,
  onFile,
  label,
}: {
  blocks: readonly EditableBlock[];
  onChange(blocks: EditableBlock[]): void;
  /** Pictures known so far, to show an image block's file. */
  files: readonly entities.DriveFile[];
  onFile(file: entities.DriveFile): void;
  label: string;
}) {
  const t = useExtensionStrings('pages');
  const replace = (index: number, block: EditableBlock) => onChange(blocks.map((b, i) => (i === index ? block : b)));
  return (
    <div className="block-list">
      <ol className="block-list-items" aria-label={label}>
        {blocks.map((block, index) => (
          <li key={block.id} className="block-item" aria-label={t(`block.${block.type}`)}>
            <div className="block-item-head">
              <strong>{t(`block.${block.type}`)}</strong>
              <span className="block-item-tools">
                <button
                  type="button"
                  className="button"
                  aria-label={t('moveUp')}
                  disabled={index === 0}
                  onClick={() => onChange(moveBlock(blocks, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('moveDown')}
                  disabled={index === blocks.length - 1}
                  onClick={() => onChange(moveBlock(blocks, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('removeBlock')}
                  onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </span>
            </div>
            <BlockFields block={block} onChange={(next) => replace(index, next)} files={files} onFile={onFile} />
          </li>
        ))}
      </ol>
      <div className="block-add">
        {BLOCK_TYPES.map((type) => (
          <button key={type} type="button" className="button" onClick={() => onChange([...blocks, newBlock(type)])}>
            {t('add', { kind: t(`block.${type}`) })}
          </button>
        ))}
      </div>
    </div>
  );
}

function BlockFields({
  block,
  onChange,
  files,
  onFile,
}: {
  block: EditableBlock;
  onChange(block: EditableBlock): void;
  files: readonly entities.DriveFile[];
  onFile(file: entities.DriveFile): void;
}) {
  const t = useExtensionStrings('pages');
  const host = useHost();
  const id = useId();
  switch (block.type) {
    case 'text':
      return (
        <>
          <label htmlFor={id} className="visually-hidden">
            {t('blockText')}
          </label>
          <textarea
            id={id}
            rows={4}
            value={block.text}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
        </>
      );
    case 'section':
      return (
        <>
          <label htmlFor={id}>{t('sectionTitle')}</label>
          <input id={id} value={block.title} onChange={(e) => onChange({ ...block, title: e.target.value })} />
          <BlockListEditor
            blocks={block.children}
            onChange={(children) => onChange({ ...block, children })}
            files={files}
            onFile={onFile}
            label={t('sectionBlocks', { title: block.title || t('block.section') })}
          />
        </>
      );
    case 'image': {
      const file = files.find((f) => f.id === block.fileId);
      const pick = async () => {
        if (!host.commands.has('drive.pick')) return;
        const picked = await host.commands.execute('drive.pick', { multiple: false, type: 'image/*' });
        const chosen = picked?.[0];
        if (!chosen) return;
        onFile(chosen);
        onChange({ ...block, fileId: chosen.id });
      };
      return (
        <div className="block-image">
          {file ? (
            <img src={file.thumbnailUrl ?? file.url} alt="" />
          ) : (
            <span className="form-hint">{t('noImage')}</span>
          )}
          <button type="button" className="button" onClick={() => void pick()}>
            {t('chooseImage')}
          </button>
        </div>
      );
    }
    case 'note':
      return (
        <>
          <label htmlFor={id}>{t('noteField')}</label>
          <input
            id={id}
            value={block.note ?? ''}
            placeholder="https://…/notes/…"
            onChange={(e) => onChange({ ...block, note: noteIdOf(e.target.value) })}
          />
        </>
      );
    default:
      return null;
  }
}
