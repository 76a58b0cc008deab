import {
  Link,
  type PageProps,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useInterrupted,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../composer/api';
import { PageBlocks } from './PageBlocks';
import { PageList } from './PageList';
import './pages.css';

/** /@{user}/pages/{name}: a page, its likes and link, and the author's other pages. */
export default function PageViewPage({ params }: PageProps) {
  const host = useHost();
  const username = (params.acct ?? '').split('@')[0] ?? '';
  const query = useEndpoint('pages/show', { username, name: params.pageName ?? '' });
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') {
    const { title, text } = host.describeError(query.error);
    return (
      <section className="page-card" role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
      </section>
    );
  }
  return <PageView key={query.data.id} page={query.data} />;
}

function PageView({ page: fetched }: { page: entities.Page }) {
  const t = useExtensionStrings('pages');
  const host = useHost();
  const viewer = useViewer();
  // Plugins' page_view_interruptor may change the page before it is shown.
  const page = useInterrupted('pageView', fetched as unknown as Record<string, unknown>) as unknown as entities.Page;
  const [liked, setLiked] = useState({ liked: fetched.isLiked === true, count: fetched.likedCount });
  const mine = viewer.userId === page.userId;

  const toggleLike = async () => {
    try {
      await host.api.call(liked.liked ? 'pages/unlike' : 'pages/like', { pageId: page.id });
      setLiked((l) => ({ liked: !l.liked, count: l.count + (l.liked ? -1 : 1) }));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };

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
          {viewer.signedIn && !mine ? (
            <button
              type="button"
              className={liked.liked ? 'button primary' : 'button'}
              aria-pressed={liked.liked}
              onClick={() => void toggleLike()}
            >
              {t('like')} · {liked.count}
            </button>
          ) : (
            <span className="form-hint">{t('likes', { count: String(liked.count) })}</span>
          )}
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
