import { QueryContent, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { PlayList } from './PlayList';
import './play.css';

/** The profile's Play tab: the person's public Plays. */
export default function ProfilePlays({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('play');
  const query = useEndpoint('users/flashs', { userId: user.id, limit: 100 });
  return (
    <QueryContent query={query} empty={t('noneOfUser')}>
      {(items) => <PlayList flashes={items} label={t('ofUser', { name: user.name ?? user.username })} />}
    </QueryContent>
  );
}
