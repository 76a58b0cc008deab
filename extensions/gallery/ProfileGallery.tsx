import { QueryContent, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { GalleryGrid } from './GalleryGrid';

/** The profile's Gallery tab: the person's gallery posts. */
export default function ProfileGallery({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('gallery');
  const query = useEndpoint('users/gallery/posts', { userId: user.id, limit: 100 });
  return (
    <QueryContent query={query} empty={t('noneOfUser')}>
      {(items) => <GalleryGrid posts={items} label={t('ofUser', { name: user.name ?? user.username })} />}
    </QueryContent>
  );
}
