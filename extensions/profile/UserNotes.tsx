import { ServiceView, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type {} from '../notes/api';

/** A user's notes with their renotes, newest first, as the profile and the user column read them. */
export function useUserNotes(userId: string) {
  return usePagedList('users/notes', { userId, withReplies: false, withRenotes: true });
}

/** A user's notes with their renotes, newest first, virtualised. */
export function UserNotes({ userId }: { userId: string }) {
  const t = useExtensionStrings('profile');
  const list = useUserNotes(userId);
  return <ServiceView id="notes.feed" props={{ list, label: t('tab.notes'), empty: t('noNotes') }} />;
}
