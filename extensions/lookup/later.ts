import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when an address or a menu asks. */
const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/lookup', name: 'lookup', query: { q: 'q' }, page: () => import('./LookupPage') },
    { path: '/authorize-follow', query: { acct: 'acct' }, redirect: (p) => lookupPath(p.acct) },
    { path: '/authorize_interaction', query: { uri: 'uri' }, redirect: (p) => lookupPath(p.uri) },
  ],
};

export default later;

function lookupPath(query: string | undefined): string {
  return query ? `/lookup?q=${encodeURIComponent(query)}` : '/lookup';
}
