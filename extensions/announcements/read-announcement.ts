import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { unreadAnnouncements } from './unread-announcements';

/** Marks an announcement read, asking first when it needs confirmation; true when it was marked. */
export async function readAnnouncement(host: TesseraHost, announcement: entities.Announcement): Promise<boolean> {
  if (announcement.needConfirmationToRead) {
    const sure = await host.modals.confirm(host.i18n.t('announcements.confirmRead'), { title: announcement.title });
    if (!sure) return false;
  }
  try {
    const tracker = unreadAnnouncements();
    if (tracker) await tracker.read(announcement.id);
    else await host.api.call('i/read-announcement', { announcementId: announcement.id });
    return true;
  } catch (error) {
    const { title, text } = host.describeError(error);
    await host.modals.dialog({ type: 'error', title, text });
    return false;
  }
}
