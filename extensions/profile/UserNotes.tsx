import { ServiceView, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type {} from '../notes/api';

/** A user's notes with their renotes, newest first, virtualised. */
export function UserNotes({ userId }: { userId: string }) {
  const t = useExtensionStrings('profile');
  const list = usePagedList('users/notes', { userId, withReplies: false, withRenotes: true });
  return <ServiceView id="notes.feed" props={{ list, label: t('tab.notes'), empty: t('noNotes') }} />;
}
