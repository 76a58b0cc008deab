import { ServiceView, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type {} from '../notes/api';

/** A user's notes, newest first (only those with files on the files tab), virtualised. */
export function UserNotes({ userId, withFiles }: { userId: string; withFiles: boolean }) {
  const t = useExtensionStrings('profile');
  const list = usePagedList('users/notes', { userId, withFiles, withReplies: false, withRenotes: !withFiles });
  return (
    <ServiceView
      id="notes.feed"
      props={{
        list,
        label: withFiles ? t('tab.files') : t('tab.notes'),
        empty: withFiles ? t('noFiles') : t('noNotes'),
      }}
    />
  );
}
