import type { ReactNode } from 'react';
import { useExtensionStrings } from '../hooks';
import { useInstanceMeta } from '../instance-meta';
import { isSafeUrl } from './safe-url';
import './not-found.css';

/**
 * The not-found screen: the server's picture (meta `notFoundImageUrl`, else ours) over the words.
 * For a page that exists but not for this viewer (chat for a role without it), as spec 000 asks;
 * `children` come below the words. Its words are among the kernel's later strings: a page that
 * shows it suspends until they have come.
 */
export function NotFoundView({ children }: { children?: ReactNode }) {
  const t = useExtensionStrings('kernel');
  const meta = useInstanceMeta();
  // The server's own picture where it names one (spec 000: else the built-in one).
  const named = meta?.notFoundImageUrl;
  const image = named && isSafeUrl(named) ? named : '/client-assets/not-found.svg';
  return (
    <section className="page-card not-found" aria-labelledby="not-found-title">
      <img className="not-found-image" src={image} alt="" width={160} height={120} />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      {children}
    </section>
  );
}
