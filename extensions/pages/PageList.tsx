import { Link, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { pagePath } from './page-address';
import './pages.css';

/** Pages as cards: eye-catching image, title, summary, author. */
export function PageList({ pages, label }: { pages: readonly entities.Page[]; label: string }) {
  const t = useExtensionStrings('pages');
  return (
    <ul className="page-list" aria-label={label}>
      {pages.map((page) => (
        <li key={page.id} className="page-tile">
          <Link to={pagePath(page)} className="page-tile-link">
            {page.eyeCatchingImage && (
              <img src={page.eyeCatchingImage.thumbnailUrl ?? page.eyeCatchingImage.url} alt="" loading="lazy" />
            )}
            <strong>{page.title}</strong>
          </Link>
          {page.summary && <p className="page-tile-summary">{page.summary}</p>}
          <small>
            {t('by', { name: page.user.name ?? page.user.username })} · {t('likes', { count: String(page.likedCount) })}
          </small>
        </li>
      ))}
    </ul>
  );
}
