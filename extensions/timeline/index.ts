import { defineContributionPoint, defineExtension } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from './api';
import { BUILTIN_SOURCES } from './builtin-sources';
import { prefetchTimeline } from './first-page';

/** The timelines: home, local, social and global, on the home page of a signed-in account. */
export default defineExtension({
  id: 'timeline',
  title: 'Timeline',
  description: 'description',
  requires: ['notes@^1.0.0'],
  uses: ['composer', 'deck'],
  version: '1.2.0',
  sdk: '^3.3.0',
  preferences: {
    // Misskey's `timelineTutorials` (legacy store, per account): the explanations dismissed.
    timelineTutorials: { default: {}, accountDependent: true },
    tl: {
      default: {
        src: 'home',
        filter: { withReplies: true, withRenotes: true, withSensitive: true, onlyFiles: false, withLocalOnly: true },
      },
    },
    showFixedPostForm: { default: true },
  },
  contributesLater: () => import('./later'),
  contributes: {
    routes: [
      {
        path: '/',
        name: 'timeline',
        audience: 'member',
        page: () => import('./TimelinePage'),
        prefetch: (_params, host) => prefetchTimeline(host),
      },
      // Open to visitors too, as Misskey's is: the timelines their role's policies allow (local, global).
      { path: '/timeline', name: 'timelineByName', page: () => import('./TimelinePage') },
    ],
    menu: { main: [{ id: 'timeline', title: 'menu', icon: 'home', to: '/', order: 0, fixed: true }] },
    points: [defineContributionPoint('timelineSource', { functions: { available: () => false } })],
    to: { timelineSource: BUILTIN_SOURCES },
    // From the home page's chunk, which holds the view: one file for both, no extra request at start.
    services: [
      {
        id: 'timeline.view',
        value: () => import('./TimelinePage').then((m) => ({ default: m.TimelineView })),
        component: true,
      },
    ],
  },
});
