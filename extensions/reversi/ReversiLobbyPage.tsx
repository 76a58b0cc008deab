import {
  Avatar,
  Icon,
  Link,
  QueryContent,
  SwitchRow,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useStreamChannel,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import type {} from '../profile/api';
import { GameList } from './GameList';
import { useMatching } from './use-matching';
import './reversi.css';

type Tab = 'mine' | 'all';
const nameOf = (user: entities.UserLite) => user.name ?? user.username;

/** /reversi: play with anyone or invite someone, answer invitations, and the games, one's own and everyone's. */
export default function ReversiLobbyPage() {
  const t = useExtensionStrings('reversi');
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>(viewer.signedIn ? 'mine' : 'all');
  const tabs: { value: Tab; label: string }[] = [
    ...(viewer.signedIn ? [{ value: 'mine' as const, label: t('myGames') }] : []),
    { value: 'all', label: t('allGames') },
  ];
  return (
    <section className="page-card reversi-lobby" aria-labelledby="reversi-title">
      <h1 id="reversi-title">{t('title')}</h1>
      {viewer.signedIn ? (
        <Matchmaking />
      ) : (
        <p className="form-hint">
          <Link to="/signin">{t('signInToPlay')}</Link>
        </p>
      )}
      <TabBar<Tab> label={t('games')} tabs={tabs} selected={tab} onSelect={setTab} />
      {tab === 'mine' ? <MyGames label={t('myGames')} /> : <AllGames label={t('allGames')} />}
    </section>
  );
}

function MyGames({ label }: { label: string }) {
  const t = useExtensionStrings('reversi');
  const query = useEndpoint('reversi/games', { my: true, limit: 30 });
  return (
    <QueryContent query={query} empty={t('noGames')}>
      {(games) => <GameList games={games} label={label} />}
    </QueryContent>
  );
}

function AllGames({ label }: { label: string }) {
  const t = useExtensionStrings('reversi');
  const query = useEndpoint('reversi/games', { limit: 30 });
  return (
    <QueryContent query={query} empty={t('noGames')}>
      {(games) => <GameList games={games} label={label} />}
    </QueryContent>
  );
}

/** Asking for a game, waiting for one, and the invitations one has. */
function Matchmaking() {
  const t = useExtensionStrings('reversi');
  const host = useHost();
  const { waiting, start, cancel, open } = useMatching();
  const [classicOnly, setClassicOnly] = useState(false);
  const [invitations, setInvitations] = useState<entities.UserLite[]>([]);

  useEffect(() => {
    let live = true;
    host.api.call('reversi/invitations', {}).then(
      (users) => live && setInvitations(users),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [host]);
  useStreamChannel('reversi', {
    invited: ({ user }) => setInvitations((now) => [user, ...now.filter((u) => u.id !== user.id)]),
    matched: ({ game }) => open(game),
  });

  const invite = async () => {
    if (!host.commands.has('profile.pickUser')) return;
    const user = await host.commands.execute('profile.pickUser', { title: t('invite') });
    if (user) void start(user, false);
  };
  const accept = (user: entities.UserLite) => {
    setInvitations((now) => now.filter((u) => u.id !== user.id));
    void start(user, false);
  };

  if (waiting) {
    return (
      <div className="reversi-waiting" role="status">
        <Icon name="spinner" className="spin" />
        <span>
          {waiting.kind === 'anyone' ? t('waitingForAnyone') : t('waitingForUser', { name: nameOf(waiting.user) })}
        </span>
        <button type="button" className="button" onClick={cancel}>
          {t('cancel')}
        </button>
      </div>
    );
  }
  return (
    <div className="reversi-matchmaking">
      <div className="reversi-play-buttons">
        <button type="button" className="button primary" onClick={() => void start(null, classicOnly)}>
          {t('playWithAnyone')}
        </button>
        {host.commands.has('profile.pickUser') && (
          <button type="button" className="button" onClick={() => void invite()}>
            {t('invite')}
          </button>
        )}
      </div>
      <SwitchRow label={t('classicOnly')} checked={classicOnly} onChange={setClassicOnly} />
      {invitations.length > 0 && (
        <section aria-labelledby="reversi-invitations">
          <h2 id="reversi-invitations">{t('invitations')}</h2>
          <ul className="reversi-invitations">
            {invitations.map((user) => (
              <li key={user.id}>
                <Avatar user={user} size={32} />
                <span className="reversi-invitation-text">{t('invitedBy', { name: nameOf(user) })}</span>
                <button type="button" className="button primary" onClick={() => accept(user)}>
                  {t('accept', { name: nameOf(user) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
