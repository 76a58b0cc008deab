/** What the search page searches, as its address carries it. */
export interface SearchQuery {
  q: string;
  type: 'note' | 'user';
  /** Notes by this author: an id, or a username to find the id from. */
  userId?: string;
  username?: string;
  /** Notes from this server only ('.'). */
  host?: string;
  channel?: string;
  /** People from this server ('local'), from others ('remote'), or both (unset: 'combined'). */
  origin?: 'local' | 'remote';
}

/** The origins people can be searched by, as users/search takes them. */
export const ORIGINS = ['combined', 'local', 'remote'] as const;

/** The search page's address for a query, with only what is set. */
export function searchPath(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type === 'user') params.set('type', 'user');
  if (query.userId) params.set('userId', query.userId);
  else if (query.username) params.set('username', query.username);
  if (query.host) params.set('host', query.host);
  if (query.channel) params.set('channel', query.channel);
  if (query.origin) params.set('origin', query.origin);
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

/** A query from the page's parameters. */
export function queryOf(params: Readonly<Record<string, string | undefined>>): SearchQuery {
  return {
    q: params.q ?? '',
    type: params.type === 'user' ? 'user' : 'note',
    ...(params.userId ? { userId: params.userId } : {}),
    ...(params.username ? { username: params.username.replace(/^@/, '') } : {}),
    ...(params.host ? { host: params.host } : {}),
    ...(params.channel ? { channel: params.channel } : {}),
    ...(params.origin === 'local' || params.origin === 'remote' ? { origin: params.origin } : {}),
  };
}
