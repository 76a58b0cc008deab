import { Icon, PagedListFooter, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type DragEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { DriveActions } from '../drive-actions';
import UploadList from '../uploads/UploadList';
import { uploadFiles } from '../uploads/upload-queue';
import { FileCard, FolderCard } from './DriveCards';
import { FolderCrumbs } from './FolderCrumbs';
import { type DriveSort, useDriveListing } from './use-drive-listing';
import '../drive-browser.css';

/** The data a drag inside the drive carries (files and folders being moved). */
const DRAG_TYPE = 'application/x-tessera-drive';

interface DraggedItems {
  fileIds: string[];
  folderId?: string;
}

/** What the browser is used for: the drive page, choosing files, or choosing a folder. */
export type DriveBrowserMode = 'page' | 'pick-files' | 'pick-folder';

export interface DriveBrowserProps {
  mode: DriveBrowserMode;
  folderId: string | null;
  onOpenFolder(folderId: string | null): void;
  /** The page opens a file's details; the pickers select instead. */
  onOpenFile?(file: entities.DriveFile): void;
  selected: readonly entities.DriveFile[];
  onSelect(files: entities.DriveFile[]): void;
  /** Only files of this type (a picker's filter). */
  fixedType?: string;
  /** Choosing one file replaces the choice instead of adding to it. */
  single?: boolean;
  /** Buttons of the caller shown with the selection bar (the picker's Attach). */
  footer?: ReactNode;
}

const TYPE_FILTERS = ['', 'image/*', 'video/*', 'audio/*', 'text/*', 'application/*'] as const;
const SORTS: readonly DriveSort[] = ['+createdAt', '-createdAt', '+name', '-name', '+size', '-size'];

/**
 * The drive: folders and files of one folder, the path to it, and what can be done there
 * (spec 000 section 2, /my/drive): new folders, uploads (the button, or files dropped from the
 * desktop), moving by drag and drop onto a folder or a step of the path, selecting several files
 * to move or delete them, sorting, filtering by type, and paging as the list scrolls.
 */
export function DriveBrowser(props: DriveBrowserProps) {
  const { mode, folderId, selected, onSelect } = props;
  const t = useExtensionStrings('drive');
  const host = useHost();
  const actions = useMemo(() => new DriveActions(host, t), [host, t]);
  const [sort, setSort] = useState<DriveSort>('+createdAt');
  const [type, setType] = useState<string>(props.fixedType ?? '');
  const [dropping, setDropping] = useState(false);
  const { folders, files } = useDriveListing(folderId, { sort, type: type || null });
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite paging: the next page of files loads as the end of the list comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && files.hasMore && !files.loadingMore) files.loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [files]);

  const isSelected = (file: entities.DriveFile) => selected.some((f) => f.id === file.id);
  const toggle = (file: entities.DriveFile) => {
    if (props.single) onSelect(isSelected(file) ? [] : [file]);
    else onSelect(isSelected(file) ? selected.filter((f) => f.id !== file.id) : [...selected, file]);
  };

  const upload = (list: readonly File[], compress?: boolean) =>
    void uploadFiles(
      host,
      {
        files: list.map((blob) => ({ blob, name: blob.name })),
        folderId,
        group: 'drive',
        ...(compress === undefined ? {} : { compress }),
      },
      t,
    );

  const chooseUpload = (anchor: HTMLElement) => {
    const pick = (compress: boolean) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.multiple = true;
      input.addEventListener('change', () => upload([...(input.files ?? [])], compress));
      input.click();
    };
    void host.modals.menu(
      [
        { type: 'button', text: t('choose.upload'), icon: 'up', action: () => pick(true) },
        { type: 'button', text: t('choose.uploadOriginal'), icon: 'up', action: () => pick(false) },
      ],
      anchor,
    );
  };

  /** Where dragged drive items or desktop files may land: a folder card, a step of the path, the browser itself. */
  const dropTarget = (target: string | null) => ({
    onDragOver(e: DragEvent) {
      if (e.dataTransfer.types.includes(DRAG_TYPE) || e.dataTransfer.types.includes('Files')) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
    onDrop(e: DragEvent) {
      e.preventDefault();
      e.stopPropagation();
      setDropping(false);
      const raw = e.dataTransfer.getData(DRAG_TYPE);
      if (raw) {
        const dragged = JSON.parse(raw) as DraggedItems;
        if (dragged.folderId && dragged.folderId !== target) {
          const moving = folders.items.find((f) => f.id === dragged.folderId);
          if (moving) void actions.moveFolder(moving, target);
        }
        if (dragged.fileIds.length > 0) void actions.moveFiles(dragged.fileIds, target).then(() => onSelect([]));
        return;
      }
      if (e.dataTransfer.files.length > 0 && mode === 'page') {
        void uploadFiles(
          host,
          {
            files: [...e.dataTransfer.files].map((blob) => ({ blob, name: blob.name })),
            folderId: target,
            group: 'drive',
          },
          t,
        );
      }
    },
  });

  const dragFile = (file: entities.DriveFile) => (e: DragEvent) => {
    // Dragging one of the selected files moves the whole selection.
    const fileIds = isSelected(file) ? selected.map((f) => f.id) : [file.id];
    e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ fileIds } satisfies DraggedItems));
    e.dataTransfer.effectAllowed = 'move';
  };
  const dragFolder = (folder: entities.DriveFolder) => (e: DragEvent) => {
    e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ fileIds: [], folderId: folder.id } satisfies DraggedItems));
    e.dataTransfer.effectAllowed = 'move';
  };

  const folderMenu = (folder: entities.DriveFolder, anchor: HTMLElement) =>
    void host.modals.menu(
      [
        { type: 'button', text: t('folder.open'), icon: 'forward', action: () => props.onOpenFolder(folder.id) },
        { type: 'button', text: t('folder.rename'), icon: 'pencil', action: () => void actions.renameFolder(folder) },
        {
          type: 'button',
          text: t('folder.move'),
          icon: 'forward',
          action: async () => {
            const { pickFolder } = await import('../pick/pick-from-drive');
            const target = await pickFolder(host, t('folder.moveNamed', { name: folder.name }));
            if (target !== undefined) await actions.moveFolder(folder, target);
          },
        },
        { type: 'divider' },
        {
          type: 'button',
          text: t('folder.delete'),
          icon: 'trash',
          danger: true,
          action: () => void actions.deleteFolder(folder),
        },
      ],
      anchor,
    );

  const moveSelected = async () => {
    const { pickFolder } = await import('../pick/pick-from-drive');
    const target = await pickFolder(host, t('browser.moveCount', { count: selected.length }));
    if (target === undefined) return;
    if (
      await actions.moveFiles(
        selected.map((f) => f.id),
        target,
      )
    )
      onSelect([]);
  };
  const deleteSelected = async () => {
    if (await actions.deleteFiles(selected)) onSelect([]);
  };

  const rootDrop = dropTarget(folderId);
  return (
    <section
      className={dropping ? 'drive-browser dropping' : 'drive-browser'}
      aria-label={t('browser.label')}
      onDragEnter={(e) => e.dataTransfer.types.includes('Files') && mode === 'page' && setDropping(true)}
      onDragLeave={(e) => e.currentTarget === e.target && setDropping(false)}
      onDragOver={rootDrop.onDragOver}
      onDrop={rootDrop.onDrop}
    >
      <div className="drive-toolbar">
        <FolderCrumbs folderId={folderId} onOpen={props.onOpenFolder} dropTarget={dropTarget} />
        <div className="drive-toolbar-actions">
          <button type="button" className="button" onClick={() => void actions.createFolder(folderId)}>
            <Icon name="plus" size={16} /> {t('folder.create')}
          </button>
          {mode === 'page' && (
            <button type="button" className="button" onClick={(e) => chooseUpload(e.currentTarget)}>
              <Icon name="up" size={16} /> {t('browser.upload')}
            </button>
          )}
          {mode !== 'pick-folder' && (
            <>
              <label className="drive-select">
                <span>{t('browser.sort')}</span>
                <select value={sort} onChange={(e) => setSort(e.target.value as DriveSort)}>
                  {SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`sort.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              {!props.fixedType && (
                <label className="drive-select">
                  <span>{t('browser.type')}</span>
                  <select value={type} onChange={(e) => setType(e.target.value)}>
                    {TYPE_FILTERS.map((f) => (
                      <option key={f} value={f}>
                        {t(`type.${f || 'all'}`)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </>
          )}
        </div>
      </div>
      {mode === 'page' && <UploadList group="drive" />}
      {mode === 'page' && <p className="drive-drop-hint">{t('browser.dropHint')}</p>}

      <ul className="drive-folders" aria-label={t('browser.folders')}>
        {folders.items.map((folder) => (
          <li key={folder.id}>
            <FolderCard
              folder={folder}
              onOpen={() => props.onOpenFolder(folder.id)}
              onMenu={(anchor) => folderMenu(folder, anchor)}
              onDragStart={dragFolder(folder)}
              {...dropTarget(folder.id)}
            />
          </li>
        ))}
      </ul>
      {folders.hasMore && (
        <button type="button" className="button" onClick={folders.loadMore}>
          {t('browser.moreFolders')}
        </button>
      )}

      {mode !== 'pick-folder' && (
        <>
          <ul className="drive-files" aria-label={t('browser.files')}>
            {files.items.map((file) => (
              <li key={file.id}>
                <FileCard
                  file={file}
                  selected={isSelected(file)}
                  selectable={mode === 'page'}
                  onOpen={() => (mode === 'page' ? props.onOpenFile?.(file) : toggle(file))}
                  onToggle={() => toggle(file)}
                  onDragStart={dragFile(file)}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} />
          <PagedListFooter list={files} empty={folders.items.length > 0 ? t('browser.noFiles') : t('browser.empty')} />
        </>
      )}

      {(selected.length > 0 || props.footer) && (
        <div className="drive-selection-bar" role="toolbar" aria-label={t('browser.selection')}>
          {selected.length > 0 && <span>{t('browser.selectedCount', { count: selected.length })}</span>}
          {mode === 'page' && selected.length > 0 && (
            <>
              <button type="button" className="button" onClick={() => void moveSelected()}>
                {t('browser.moveSelected')}
              </button>
              <button type="button" className="button danger" onClick={() => void deleteSelected()}>
                {t('browser.deleteSelected')}
              </button>
              <button type="button" className="button" onClick={() => onSelect([])}>
                {t('browser.clearSelection')}
              </button>
            </>
          )}
          {props.footer}
        </div>
      )}
    </section>
  );
}
