import type { TimelineSourceContribution } from './api';

/**
 * Misskey's four timelines, contributed like any other source: home for everyone signed in,
 * local and social when the role policy ltlAvailable allows, global when gtlAvailable does.
 */
export const BUILTIN_SOURCES: readonly TimelineSourceContribution[] = [
  {
    id: 'home',
    title: 'source.home',
    empty: 'empty.home',
    icon: 'home',
    endpoint: 'notes/timeline',
    channel: 'homeTimeline',
    available: (viewer) => viewer.signedIn,
  },
  {
    id: 'local',
    title: 'source.local',
    empty: 'empty.local',
    icon: 'pin',
    endpoint: 'notes/local-timeline',
    channel: 'localTimeline',
    acceptsReplies: true,
    available: (viewer) => viewer.policies.ltlAvailable === true,
  },
  {
    id: 'social',
    title: 'source.social',
    empty: 'empty.social',
    icon: 'users',
    endpoint: 'notes/hybrid-timeline',
    channel: 'hybridTimeline',
    acceptsReplies: true,
    available: (viewer) => viewer.signedIn && viewer.policies.ltlAvailable === true,
  },
  {
    id: 'global',
    title: 'source.global',
    empty: 'empty.global',
    icon: 'globe',
    endpoint: 'notes/global-timeline',
    channel: 'globalTimeline',
    available: (viewer) => viewer.policies.gtlAvailable === true,
  },
];
