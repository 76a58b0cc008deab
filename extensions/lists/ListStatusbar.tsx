import { mfmToPlainText, useEndpoint, useExtensionStrings, useMfmParser } from '@tessera/sdk';
import type { StatusbarProps } from '../statusbar/api';

/** The latest notes of one of one's lists for a status bar: who wrote what, or a hint until a list is chosen. */
export default function ListStatusbar({ settings, refreshSeconds }: StatusbarProps) {
  const t = useExtensionStrings('lists');
  const listId = typeof settings.userListId === 'string' ? settings.userListId : null;
  if (!listId) return <span>{t('statusbar.chooseList')}</span>;
  return <ListLine listId={listId} refreshMs={refreshSeconds * 1000} />;
}

function ListLine({ listId, refreshMs }: { listId: string; refreshMs: number }) {
  const t = useExtensionStrings('lists');
  const notes = useEndpoint('notes/user-list-timeline', { listId, limit: 15 }, { refreshMs });
  useMfmParser(); // the notes' words without their markup once the parser has come
  if (notes.status === 'loading') return <span>{t('loading')}</span>;
  if (notes.status === 'error') return <span role="alert">{t('statusbar.failed')}</span>;
  const said = notes.data.filter((note) => note.cw ?? note.text);
  if (said.length === 0) return <span>{t('statusbar.empty')}</span>;
  return (
    <ul aria-label={t('statusbar.notes')}>
      {said.map((note) => (
        <li key={note.id}>
          <strong>{mfmToPlainText(note.user.name ?? note.user.username)}</strong>:{' '}
          {mfmToPlainText(note.cw ?? note.text ?? '')}
        </li>
      ))}
    </ul>
  );
}
