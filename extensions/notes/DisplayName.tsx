import { Mfm } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** A person's name as notes show it: their chosen name with its custom emoji (never HTML), else the username. */
export function DisplayName({ user }: { user: entities.UserLite }) {
  if (!user.name) return <>{user.username}</>;
  return <Mfm text={user.name} plain emojis={user.emojis} authorHost={user.host} remote={user.host !== null} />;
}
