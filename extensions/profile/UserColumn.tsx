import { Avatar, Link, Mfm, ServiceView, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { DeckColumnProps } from '../deck/api';
import type {} from '../notes/api';
import { formatAcct } from './acct';
import type {} from './api';
import { useUserNotes } from './UserNotes';
import './profile.css';

/** What the column keeps: the chosen user's id, nothing before a choice. */
interface UserColumnSettings extends Record<string, unknown> {
  userId?: string;
}

/**
 * A deck column of one user's notes. Misskey has no streaming channel for one user's notes, so
 * the column shows them as the profile does and takes newer ones when asked (Refresh).
 */
export default function UserColumn({ settings, updateSettings }: DeckColumnProps<UserColumnSettings>) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const choose = async () => {
    const user = await host.commands.execute('profile.pickUser', { title: t('column.choose') });
    if (user) updateSettings({ ...settings, userId: user.id });
  };
  if (typeof settings.userId !== 'string') {
    return (
      <div className="user-column-setup">
        <p>{t('column.none')}</p>
        <button type="button" className="button primary" onClick={() => void choose()}>
          {t('column.choose')}
        </button>
      </div>
    );
  }
  return <ChosenUser userId={settings.userId} choose={choose} />;
}

function ChosenUser({ userId, choose }: { userId: string; choose(): Promise<void> }) {
  const t = useExtensionStrings('profile');
  const user = useEndpoint('users/show', { userId });
  const notes = useUserNotes(userId);
  if (user.status === 'loading') return <p role="status">{t('widget.loading')}</p>;
  if (user.status === 'error') {
    return (
      <div className="user-column-setup">
        <p role="alert">{t('column.gone')}</p>
        <button type="button" className="button" onClick={() => void choose()}>
          {t('column.choose')}
        </button>
      </div>
    );
  }
  const shown = user.data;
  const acct = formatAcct(shown);
  return (
    <div className="user-column">
      <div className="user-column-head">
        <Avatar user={shown} size={32} />
        <Link to={`/@${acct}`} className="user-column-name" dir="auto">
          <Mfm text={shown.name ?? shown.username} plain emojis={shown.emojis as Record<string, string>} />
          <small dir="ltr">@{acct}</small>
        </Link>
        <button
          type="button"
          className="button small"
          onClick={() => {
            user.reload();
            notes.reload();
          }}
        >
          {t('column.refresh')}
        </button>
        <button type="button" className="button small" onClick={() => void choose()}>
          {t('column.change')}
        </button>
      </div>
      <div className="user-column-notes feed-box">
        <ServiceView
          id="notes.feed"
          props={{ list: notes, label: t('column.notesOf', { name: acct }), empty: t('noNotes') }}
        />
      </div>
    </div>
  );
}
