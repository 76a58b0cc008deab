import {
  Link,
  type PageProps,
  QueryPage,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useInterrupted,
  useViewer,
} from '@tessera/sdk';
import { LikeButton, useLikeToggle } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import type {} from '../composer/api';
import { PageBlocks } from './PageBlocks';
import { PageList } from './PageList';
import './pages.css';

/** /@{user}/pages/{name}: a page, its likes and link, and the author's other pages. */
export default function PageViewPage({ params }: PageProps) {
  const t = useExtensionStrings('pages');
  const username = (params.acct ?? '').split('@')[0] ?? '';
  const query = useEndpoint('pages/show', { username, name: params.pageName ?? '' });
  return (
    <QueryPage query={query} failedTitle={t('notFound')}>
      {(page) => <PageView key={page.id} page={page} />}
    </QueryPage>
  );
}

function PageView({ page: fetched }: { page: entities.Page }) {
  const t = useExtensionStrings('pages');
  const host = useHost();
  const viewer = useViewer();
  // Plugins' page_view_interruptor may change the page before it is shown.
  const page = useInterrupted('pageView', fetched as unknown as Record<string, unknown>) as unknown as entities.Page;
  const liked = useLikeToggle({ liked: fetched.isLiked === true, count: fetched.likedCount }, (like) =>
    host.api.call(like ? 'pages/like' : 'pages/unlike', { pageId: fetched.id }),
  );
  const mine = viewer.userId === page.userId;

  const classes = [
    'page-card',
    'page-view',
    page.alignCenter ? 'page-center' : '',
    page.font === 'serif' ? 'page-serif' : '',
  ];
  return (
    <>
      <article className={classes.filter(Boolean).join(' ')} aria-labelledby="page-view-title">
        {page.eyeCatchingImage && <img className="page-eyecatch" src={page.eyeCatchingImage.url} alt="" />}
        <h1 id="page-view-title">{page.title}</h1>
        <p className="form-hint">
          <Link to={`/@${page.user.username}${page.user.host ? `@${page.user.host}` : ''}`}>
            {page.user.name ?? page.user.username}
          </Link>
          {' · '}
          <RelativeTime time={page.updatedAt} />
        </p>
        {page.summary && <p className="page-summary">{page.summary}</p>}
        <div className="page-content">
          <PageBlocks blocks={page.content} files={page.attachedFiles} />
        </div>
        <div className="form-actions page-actions">
          <LikeButton
            like={liked}
            canLike={viewer.signedIn && !mine}
            label={t('like')}
            countText={t('likes', { count: String(liked.count) })}
          />
          <button type="button" className="button" onClick={() => void host.copyToClipboard(location.href)}>
            {t('copyLink')}
          </button>
          {viewer.signedIn && host.commands.has('composer.open') && (
            <button
              type="button"
              className="button"
              onClick={() =>
                void host.commands.execute('composer.open', { initialText: `${page.title}\n${location.href}` })
              }
            >
              {t('share')}
            </button>
          )}
          {mine && (
            <Link to={`/pages/edit/${page.id}`} className="button">
              {t('edit')}
            </Link>
          )}
        </div>
      </article>
      <OtherPages page={page} />
    </>
  );
}

function OtherPages({ page }: { page: entities.Page }) {
  const t = useExtensionStrings('pages');
  const query = useEndpoint('users/pages', { userId: page.userId, limit: 6 });
  if (query.status !== 'ready') return null;
  const others = query.data.filter((p) => p.id !== page.id);
  if (others.length === 0) return null;
  return (
    <section className="page-card" aria-label={t('otherPages')}>
      <h2>{t('otherPages')}</h2>
      <PageList pages={others} label={t('otherPages')} />
    </section>
  );
}
