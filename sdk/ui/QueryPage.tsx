import type { ReactNode } from 'react';
import { type EndpointQuery, useHost } from '../hooks';

/**
 * A page drawn from a fetched thing (a clip, a room, a message): a loading line while it comes,
 * a page card with `failedTitle` and the spec's message when it cannot be had, else `children`
 * with it.
 */
export function QueryPage<T>({
  query,
  failedTitle,
  children,
}: {
  query: EndpointQuery<T>;
  failedTitle: string;
  children(data: T): ReactNode;
}) {
  const host = useHost();
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{failedTitle}</h1>
        <p>{host.describeError(query.error).text}</p>
      </section>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * A part of a page drawn from a fetched list (a tab of Plays, of gallery posts): a loading line
 * while it comes, the spec's message when it cannot be had, `empty` when it has nothing, else
 * `children` with it.
 */
export function QueryContent<T extends readonly unknown[]>({
  query,
  empty,
  children,
}: {
  query: EndpointQuery<T>;
  empty: string;
  children(data: T): ReactNode;
}) {
  const host = useHost();
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') return <p role="alert">{host.describeError(query.error).text}</p>;
  if (query.data.length === 0) return <p className="form-hint">{empty}</p>;
  return <>{children(query.data)}</>;
}
