import './composer-icons';
import { Icon, moveItem, useExtensionStrings, useHost, useSortableList } from '@tessera/sdk';
import type { AttachedFile } from './use-post-form';

/** Spec 000 section 9: drag sorting of attachments. */
const SORT_TOUCH_DELAY_MS = 100;

/**
 * The attached files: thumbnails in order, each with a menu (remove), reordered by dragging
 * (sortablejs) or from the keyboard through the menu's move items; uploads in progress show.
 */
export function AttachedFiles({
  files,
  uploading,
  onChange,
}: {
  files: readonly AttachedFile[];
  uploading: number;
  onChange(files: AttachedFile[]): void;
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
        {
          type: 'button' as const,
          text: t('removeFile'),
          icon: 'close',
          danger: true,
          action: () => onChange(files.filter((f) => f.id !== file.id)),
        },
      ],
      anchor,
    );

  return (
    // Always the same list element, so the sortable set up on mount keeps working.
    <div className="attached-files-area" hidden={files.length === 0 && uploading === 0}>
      <ul ref={listRef} className="attached-files" aria-label={t('attachedFiles')}>
        {files.map((file, index) => (
          <li key={file.id} className="attached-file">
            <button
              type="button"
              className="attached-file-button"
              onClick={(e) => menu(file, index, e.currentTarget)}
              aria-label={t('fileMenu', { name: file.name })}
            >
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
      {uploading > 0 && (
        <p role="status" className="attached-files-uploading">
          <Icon name="spinner" size={16} className="spin" />
          {t('uploading', { count: uploading })}
        </p>
      )}
    </div>
  );
}
