import { useReadable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { followCurrent } from './unread-announcements';

const NONE: readonly entities.Announcement[] = [];
const unreadList = followCurrent((tracker) => tracker.list, NONE);

/** The unread announcements of the signed-in account (none before the extension's code has started). */
export function useUnreadAnnouncements(): readonly entities.Announcement[] {
  return useReadable(unreadList);
}
