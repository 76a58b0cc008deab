import { QueryContent, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { PageList } from './PageList';

/** The profile's Pages tab. */
export default function ProfilePages({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('pages');
  const query = useEndpoint('users/pages', { userId: user.id, limit: 100 });
  return (
    <QueryContent query={query} empty={t('noneOfUser')}>
      {(items) => <PageList pages={items} label={t('ofUser', { name: user.name ?? user.username })} />}
    </QueryContent>
  );
}
