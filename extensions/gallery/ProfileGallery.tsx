import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { GalleryGrid } from './GalleryGrid';

/** The profile's Gallery tab: the person's gallery posts. */
export default function ProfileGallery({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('gallery');
  const host = useHost();
  const query = useEndpoint('users/gallery/posts', { userId: user.id, limit: 100 });
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') return <p role="alert">{host.describeError(query.error).text}</p>;
  if (query.data.length === 0) return <p className="gallery-empty">{t('noneOfUser')}</p>;
  return <GalleryGrid posts={query.data} label={t('ofUser', { name: user.name ?? user.username })} />;
}
