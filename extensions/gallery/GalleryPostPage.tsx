import {
  Link,
  Mfm,
  type PageProps,
  QueryPage,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import { LikeButton, useLikeToggle } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../notes/api';
import './gallery.css';

/** /gallery/{id}: a post's pictures (opening the media viewer), its description, likes and sharing. */
export default function GalleryPostPage({ params }: PageProps) {
  const t = useExtensionStrings('gallery');
  const query = useEndpoint('gallery/posts/show', { postId: params.postId ?? '' });
  return (
    <QueryPage query={query} failedTitle={t('notFound')}>
      {(post) => <GalleryPostView key={post.id} post={post} />}
    </QueryPage>
  );
}

function GalleryPostView({ post }: { post: entities.GalleryPost }) {
  const t = useExtensionStrings('gallery');
  const host = useHost();
  const viewer = useViewer();
  const liked = useLikeToggle({ liked: post.isLiked === true, count: post.likedCount }, (like) =>
    host.api.call(like ? 'gallery/posts/like' : 'gallery/posts/unlike', { postId: post.id }),
  );
  const [revealed, setRevealed] = useState(!post.isSensitive);
  const mine = viewer.userId === post.userId;
  const files = post.files ?? [];
  const images = files.filter((f) => f.type.startsWith('image/'));

  const view = (file: entities.DriveFile) => {
    const index = images.indexOf(file);
    if (index >= 0 && host.commands.has('notes.viewMedia'))
      void host.commands.execute('notes.viewMedia', images, index);
    else window.open(file.url, '_blank', 'noopener');
  };

  return (
    <article className="page-card gallery-post" aria-labelledby="gallery-post-title">
      <h1 id="gallery-post-title">{post.title}</h1>
      <p className="form-hint">
        <Link to={`/@${post.user.username}${post.user.host ? `@${post.user.host}` : ''}`}>
          {post.user.name ?? post.user.username}
        </Link>
        {' · '}
        <RelativeTime time={post.createdAt} />
      </p>
      {!revealed ? (
        <button type="button" className="gallery-cover" onClick={() => setRevealed(true)}>
          {t('sensitiveReveal')}
        </button>
      ) : (
        <ul className="gallery-files" aria-label={t('pictures')}>
          {files.map((file, index) => (
            <li key={file.id}>
              <button type="button" className="gallery-file" onClick={() => view(file)}>
                <img
                  src={file.thumbnailUrl ?? file.url}
                  alt={file.comment ?? t('picture', { n: String(index + 1), title: post.title })}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {post.description && (
        <div className="gallery-description">
          <Mfm text={post.description} />
        </div>
      )}
      <div className="form-actions gallery-actions">
        <LikeButton
          like={liked}
          canLike={viewer.signedIn && !mine}
          label={t('like')}
          countText={t('likes', { count: String(liked.count) })}
        />
        <button
          type="button"
          className="button"
          onClick={() => void host.copyToClipboard(`${location.origin}/gallery/${post.id}`)}
        >
          {t('copyLink')}
        </button>
        {mine && (
          <Link to={`/gallery/${post.id}/edit`} className="button">
            {t('edit')}
          </Link>
        )}
      </div>
    </article>
  );
}
