import { Link, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import './gallery.css';

/** Gallery posts as tiles: the first picture (covered when sensitive), title, author and likes. */
export function GalleryGrid({ posts, label }: { posts: readonly entities.GalleryPost[]; label: string }) {
  const t = useExtensionStrings('gallery');
  return (
    <ul className="gallery-grid" aria-label={label}>
      {posts.map((post) => {
        const cover = post.files?.find((f) => f.thumbnailUrl ?? f.url);
        return (
          <li key={post.id} className="gallery-tile">
            <Link to={`/gallery/${post.id}`} className="gallery-tile-link">
              <span className="gallery-tile-image">
                {cover && (
                  <img
                    src={cover.thumbnailUrl ?? cover.url}
                    alt=""
                    loading="lazy"
                    className={post.isSensitive ? 'gallery-blurred' : undefined}
                  />
                )}
                {post.isSensitive && <span className="gallery-sensitive-label">{t('sensitive')}</span>}
              </span>
              <span className="gallery-tile-title">{post.title}</span>
            </Link>
            <small>
              {t('by', { name: post.user.name ?? post.user.username })} ·{' '}
              {t('likes', { count: String(post.likedCount) })}
            </small>
          </li>
        );
      })}
    </ul>
  );
}
