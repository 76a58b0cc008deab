import { Icon, Link, Mfm, useExtensionStrings } from '@tessera/sdk';
import './play-icons';
import type { entities } from 'misskey-js';

/** Plays as cards: title (opening the Play), summary, author and likes. */
export function PlayList({ flashes, label }: { flashes: readonly entities.Flash[]; label: string }) {
  const t = useExtensionStrings('play');
  return (
    <ul className="play-list" aria-label={label}>
      {flashes.map((flash) => (
        <li key={flash.id} className="play-card">
          <Link to={`/play/${flash.id}`} className="play-card-title">
            <Icon name="play" size={18} /> {flash.title}
          </Link>
          {flash.summary && (
            <p className="play-card-summary">
              <Mfm text={flash.summary} />
            </p>
          )}
          <small>
            {t('by', { name: flash.user.name ?? flash.user.username })}
            {` · ${t('likes', { count: flash.likedCount })}`}
            {flash.visibility === 'private' ? ` · ${t('private')}` : ''}
          </small>
        </li>
      ))}
    </ul>
  );
}
