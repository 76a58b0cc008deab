import type { MenuItem, Viewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** What a note image's menu does besides opening pages and downloading. */
export interface MediaMenuActions {
  /** Hides the image again behind its cover. */
  hide(): void;
  /** Marks the file sensitive or not (moderators). */
  setSensitive(sensitive: boolean): void;
}

/**
 * A note image's menu, as Misskey's: hide it, download it; its owner's file page; for moderators,
 * marking it sensitive (or not) and its page in the control panel.
 */
export function mediaMenuItems(
  file: Pick<entities.DriveFile, 'id' | 'name' | 'url' | 'userId'>,
  sensitive: boolean,
  viewer: Pick<Viewer, 'userId' | 'isModerator' | 'isAdmin'>,
  t: (key: string) => string,
  actions: MediaMenuActions,
): MenuItem[] {
  const staff = viewer.isModerator || viewer.isAdmin;
  const items: MenuItem[] = [
    { type: 'button', text: t('hide'), icon: 'close', action: actions.hide },
    { type: 'a', text: t('download'), icon: 'download', href: file.url, download: file.name },
  ];
  if (staff)
    items.push({
      type: 'button',
      text: sensitive ? t('unmarkSensitive') : t('markSensitive'),
      icon: 'warning',
      danger: !sensitive,
      action: () => actions.setSensitive(!sensitive),
    });
  const details: MenuItem[] = [];
  if (viewer.userId !== null && viewer.userId === file.userId)
    details.push({ type: 'link', text: t('details'), icon: 'info', to: `/my/drive/file/${file.id}` });
  if (staff) details.push({ type: 'link', text: t('moderate'), icon: 'pencil', to: `/admin/file/${file.id}` });
  if (details.length > 0) items.push({ type: 'divider' }, ...details);
  return items;
}
