import type { entities } from 'misskey-js';

/** Where a page is read: /@{username}/pages/{name}. */
export const pagePath = (page: Pick<entities.Page, 'name' | 'user'>) =>
  `/@${page.user.username}${page.user.host ? `@${page.user.host}` : ''}/pages/${encodeURIComponent(page.name)}`;
