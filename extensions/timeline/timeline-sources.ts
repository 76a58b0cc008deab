import type { Viewer } from '@tessera/sdk';

/** The four timelines of a Misskey server. */
export type TimelineSource = 'home' | 'local' | 'social' | 'global';

/** The filters the timeline header offers (the `tl.filter` preference). */
export interface TimelineFilter {
  withReplies: boolean;
  withRenotes: boolean;
  withSensitive: boolean;
  onlyFiles: boolean;
  withLocalOnly: boolean;
}

/** Where each timeline is read from, and the stream channel that brings its new notes. */
export const SOURCE_ENDPOINTS = {
  home: { endpoint: 'notes/timeline', channel: 'homeTimeline', icon: 'home' },
  local: { endpoint: 'notes/local-timeline', channel: 'localTimeline', icon: 'pin' },
  social: { endpoint: 'notes/hybrid-timeline', channel: 'hybridTimeline', icon: 'users' },
  global: { endpoint: 'notes/global-timeline', channel: 'globalTimeline', icon: 'globe' },
} as const;

/**
 * The timelines this viewer may read: home for everyone signed in, local and social when the
 * role policy ltlAvailable allows, global when gtlAvailable does (spec 001, role policies).
 */
export function availableSources(viewer: Viewer): TimelineSource[] {
  const sources: TimelineSource[] = [];
  if (viewer.signedIn) sources.push('home');
  if (viewer.policies.ltlAvailable) {
    sources.push('local');
    if (viewer.signedIn) sources.push('social');
  }
  if (viewer.policies.gtlAvailable) sources.push('global');
  return sources;
}

/** The source to show: the remembered one when still allowed, else the first allowed. */
export function pickSource(remembered: string, available: readonly TimelineSource[]): TimelineSource | null {
  return (available as readonly string[]).includes(remembered)
    ? (remembered as TimelineSource)
    : (available[0] ?? null);
}

/**
 * The request (and channel) parameters each timeline understands, from the filter: replies are
 * a choice only on the local and social timelines, as in Misskey's API.
 */
export function sourceParams(source: TimelineSource, filter: TimelineFilter): Record<string, boolean> {
  const params: Record<string, boolean> = { withRenotes: filter.withRenotes, withFiles: filter.onlyFiles };
  if (source === 'local' || source === 'social') params.withReplies = filter.withReplies;
  return params;
}
