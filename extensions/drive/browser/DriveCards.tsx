import { Icon, useExtensionStrings, useI18n } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { DragEvent } from 'react';
import '../drive-icons';
import { formatSize } from '../format-size';

/** A folder: opens on click, takes dragged files and folders, and has its own menu. */
export function FolderCard({
  folder,
  onOpen,
  onMenu,
  onDragStart,
  onDragOver,
  onDrop,
}: {
  folder: entities.DriveFolder;
  onOpen(): void;
  onMenu(anchor: HTMLElement): void;
  onDragStart(e: DragEvent): void;
  onDragOver(e: DragEvent): void;
  onDrop(e: DragEvent): void;
}) {
  const t = useExtensionStrings('drive');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is a shortcut; the folder menu's Move and the selection bar do the same from the keyboard.
    <div className="drive-folder" draggable onDragStart={onDragStart} onDragOver={onDragOver} onDrop={onDrop}>
      <button
        type="button"
        className="drive-folder-open"
        onClick={onOpen}
        aria-label={t('folder.openNamed', { name: folder.name })}
      >
        <Icon name="folder" size={20} />
        <span className="drive-item-name">{folder.name}</span>
      </button>
      <button type="button" className="icon-button" onClick={(e) => onMenu(e.currentTarget)}>
        <Icon name="more" label={t('folder.menuNamed', { name: folder.name })} size={16} />
      </button>
    </div>
  );
}

/** A file: its thumbnail (or type), name and size; a checkbox selects it where selecting is separate from opening. */
export function FileCard({
  file,
  selected,
  selectable,
  onOpen,
  onToggle,
  onDragStart,
}: {
  file: entities.DriveFile;
  selected: boolean;
  selectable: boolean;
  onOpen(): void;
  onToggle(): void;
  onDragStart(e: DragEvent): void;
}) {
  const t = useExtensionStrings('drive');
  const { locale } = useI18n();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is a shortcut; selecting and Move do the same from the keyboard.
    <div className={selected ? 'drive-file selected' : 'drive-file'} draggable onDragStart={onDragStart}>
      <button
        type="button"
        className="drive-file-open"
        onClick={onOpen}
        aria-pressed={selectable ? undefined : selected}
        aria-label={selectable ? t('file.openNamed', { name: file.name }) : file.name}
      >
        <span className="drive-file-thumb">
          {file.thumbnailUrl ? (
            <img src={file.thumbnailUrl} alt="" loading="lazy" />
          ) : (
            <span className="drive-file-type">{file.type.split('/')[1]?.slice(0, 8) ?? file.type}</span>
          )}
          {file.isSensitive && <span className="drive-file-badge">{t('file.sensitiveBadge')}</span>}
        </span>
        <span className="drive-item-name">{file.name}</span>
        <small>{formatSize(file.size, locale)}</small>
      </button>
      {selectable && (
        <input
          type="checkbox"
          className="drive-file-check"
          checked={selected}
          onChange={onToggle}
          aria-label={t('file.selectNamed', { name: file.name })}
        />
      )}
    </div>
  );
}
