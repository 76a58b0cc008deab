import './composer-icons';
import { Icon, moveItem, ServiceView, useExtensionStrings, useHost, useSortableList } from '@tessera/sdk';
import type {} from '../drive/api';
import type { AttachmentEdit } from './use-attachments';
import type { AttachedFile } from './use-post-form';

/** Spec 000 section 9: drag sorting of attachments. */
const SORT_TOUCH_DELAY_MS = 100;

/**
 * The attached files: thumbnails in order, each with its menu (spec 000 "Attachments": mark
 * sensitive, rename, describe or clear the description, remove, delete from the drive, and move
 * earlier or later for the keyboard), reordered by dragging (sortablejs); this form's uploads in
 * progress show below them, from the drive extension.
 */
export function AttachedFiles({
  files,
  uploadGroup,
  onChange,
  onEdit,
}: {
  files: readonly AttachedFile[];
  uploadGroup: string;
  onChange(files: AttachedFile[]): void;
  onEdit(file: AttachedFile, edit: AttachmentEdit): void;
}) {
  const t = useExtensionStrings('composer');
  const host = useHost();

  const listRef = useSortableList((from, to) => onChange(moveItem(files, from, to)), {
    touchDelayMs: SORT_TOUCH_DELAY_MS,
  });

  const menu = (file: AttachedFile, index: number, anchor: HTMLElement) =>
    void host.modals.menu(
      [
        ...(index > 0
          ? [
              {
                type: 'button' as const,
                text: t('moveEarlier'),
                icon: 'back',
                action: () => onChange(moveItem(files, index, index - 1)),
              },
            ]
          : []),
        ...(index < files.length - 1
          ? [
              {
                type: 'button' as const,
                text: t('moveLater'),
                icon: 'forward',
                action: () => onChange(moveItem(files, index, index + 1)),
              },
            ]
          : []),
        { type: 'divider' as const },
        {
          type: 'switch' as const,
          text: t('markSensitive'),
          value: file.isSensitive ?? false,
          onChange: () => onEdit(file, 'toggleSensitive'),
        },
        { type: 'button' as const, text: t('renameFile'), icon: 'pencil', action: () => onEdit(file, 'rename') },
        { type: 'button' as const, text: t('describeFile'), icon: 'pencil', action: () => onEdit(file, 'describe') },
        ...(file.comment
          ? [
              {
                type: 'button' as const,
                text: t('clearDescription'),
                icon: 'close',
                action: () => onEdit(file, 'clearDescription'),
              },
            ]
          : []),
        { type: 'divider' as const },
        {
          type: 'button' as const,
          text: t('removeFile'),
          icon: 'close',
          action: () => onChange(files.filter((f) => f.id !== file.id)),
        },
        {
          type: 'button' as const,
          text: t('deleteFile'),
          icon: 'trash',
          danger: true,
          action: () => onEdit(file, 'delete'),
        },
      ],
      anchor,
    );

  return (
    // Always the same list element, so the sortable set up on mount keeps working.
    <div className="attached-files-area">
      <ul ref={listRef} className="attached-files" aria-label={t('attachedFiles')}>
        {files.map((file, index) => (
          <li key={file.id} className="attached-file">
            <button
              type="button"
              className="attached-file-button"
              onClick={(e) => menu(file, index, e.currentTarget)}
              aria-label={t('fileMenu', { name: file.name })}
            >
              {file.isSensitive && <span className="attached-file-sensitive">{t('sensitiveBadge')}</span>}
              {file.thumbnailUrl && file.type.startsWith('image/') ? (
                <img src={file.thumbnailUrl} alt="" />
              ) : (
                <span className="attached-file-name">
                  <Icon name="paperclip" size={16} />
                  {file.name}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <ServiceView id="drive.uploads" props={{ group: uploadGroup }} fallback={null} />
    </div>
  );
}
