import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { PlayList } from './PlayList';
import './play.css';

/** The profile's Play tab: the person's public Plays. */
export default function ProfilePlays({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('play');
  const host = useHost();
  const query = useEndpoint('users/flashs', { userId: user.id, limit: 100 });
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') return <p role="alert">{host.describeError(query.error).text}</p>;
  if (query.data.length === 0) return <p className="play-empty">{t('noneOfUser')}</p>;
  return <PlayList flashes={query.data} label={t('ofUser', { name: user.name ?? user.username })} />;
}
