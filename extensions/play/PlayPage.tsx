import {
  Deferred,
  Link,
  Mfm,
  type PageProps,
  QueryPage,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useService,
  useViewer,
} from '@tessera/sdk';
import { LikeButton, useLikeToggle } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import type {} from '../aiscript/api';
import type {} from '../composer/api';
import { playUrl } from './play-url';
import './play.css';

/** /play/{id}: a Play with its title, summary and author; run it, like it, share it, edit one's own. */
export default function PlayPage({ params }: PageProps) {
  const t = useExtensionStrings('play');
  const query = useEndpoint('flash/show', { flashId: params.flashId ?? '' });
  return (
    <QueryPage query={query} failedTitle={t('notFound')}>
      {(flash) => <PlayView key={flash.id} flash={flash} />}
    </QueryPage>
  );
}

function PlayView({ flash }: { flash: entities.Flash }) {
  const t = useExtensionStrings('play');
  const host = useHost();
  const viewer = useViewer();
  const player = useService('aiscript.player');
  const liked = useLikeToggle({ liked: flash.isLiked === true, count: flash.likedCount }, (like) =>
    host.api.call(like ? 'flash/like' : 'flash/unlike', { flashId: flash.id }),
  );
  const mine = viewer.userId === flash.userId;
  const author = flash.user.name ?? flash.user.username;

  return (
    <article className="page-card play-show" aria-labelledby="play-show-title">
      <header className="play-show-header">
        <h1 id="play-show-title">{flash.title}</h1>
        <p className="form-hint">
          <Link to={`/@${flash.user.username}${flash.user.host ? `@${flash.user.host}` : ''}`}>{author}</Link>
          {' · '}
          <RelativeTime time={flash.updatedAt} />
          {flash.visibility === 'private' ? ` · ${t('private')}` : ''}
        </p>
      </header>
      {flash.summary && (
        <div className="play-show-summary">
          <Mfm text={flash.summary} />
        </div>
      )}
      <section aria-label={t('stage')}>
        {player ? (
          <Deferred
            loader={player}
            props={{
              source: flash.script,
              storageKey: `flash:${flash.id}`,
              // Someone's published script: it runs with no token of the viewer's, as in Misskey.
              origin: { kind: 'play', id: flash.id, url: playUrl(flash.id) },
            }}
          />
        ) : (
          <p className="form-hint">{t('noPlayer')}</p>
        )}
      </section>
      <div className="form-actions play-show-actions">
        <LikeButton
          like={liked}
          canLike={viewer.signedIn && !mine}
          label={t('like')}
          countText={t('likes', { count: String(liked.count) })}
        />
        <button type="button" className="button" onClick={() => void host.copyToClipboard(playUrl(flash.id))}>
          {t('copyLink')}
        </button>
        {viewer.signedIn && host.commands.has('composer.open') && (
          <button
            type="button"
            className="button"
            onClick={() =>
              void host.commands.execute('composer.open', {
                initialText: `${flash.title}\n${playUrl(flash.id)}`,
              })
            }
          >
            {t('share')}
          </button>
        )}
        {mine && (
          <Link to={`/play/${flash.id}/edit`} className="button">
            {t('edit')}
          </Link>
        )}
      </div>
      <details className="play-source">
        <summary>{t('source')}</summary>
        <pre>{flash.script}</pre>
      </details>
    </article>
  );
}
