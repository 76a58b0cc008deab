import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { PageList } from './PageList';

/** The profile's Pages tab. */
export default function ProfilePages({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('pages');
  const host = useHost();
  const query = useEndpoint('users/pages', { userId: user.id, limit: 100 });
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') return <p role="alert">{host.describeError(query.error).text}</p>;
  if (query.data.length === 0) return <p className="pages-empty">{t('noneOfUser')}</p>;
  return <PageList pages={query.data} label={t('ofUser', { name: user.name ?? user.username })} />;
}
