import { type EndpointName, preloadComponent, type TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from '../notes/api';
import type { TimelineSourceContribution } from './api';
import { pickSource, sourceParams, type TimelineFilter } from './timeline-sources';

/** Spec 001: the first page is small so the timeline shows fast; later pages are bigger. */
export const FIRST_PAGE = 10;
/** A first page fetched ahead and not taken within this long is stale: the page fetches its own. */
const AHEAD_FRESH_MS = 10_000;

/** A first page fetched ahead; `notes` once its answer has come. */
interface Ahead {
  at: number;
  page: Promise<entities.Note[]>;
  notes?: entities.Note[];
}

const ahead = new Map<string, Ahead>();

/** Whether a page fetched ahead is recent enough to show. */
const isFresh = (fetched: Ahead) => Date.now() - fetched.at < AHEAD_FRESH_MS;

/** Names a timeline with its parameters: the same key ahead and in the page. */
export function timelineKey(source: TimelineSourceContribution, filter: TimelineFilter): string {
  return `${source.id}:${JSON.stringify(sourceParams(source, filter))}`;
}

/**
 * The first page fetched ahead if its answer has already come (taken once): the page then draws
 * its notes in its first render instead of a render later (issue 39: at start, the page's first
 * call left with the account check and is usually back before the page renders).
 */
export function takeArrivedFirstPage(
  source: TimelineSourceContribution,
  filter: TimelineFilter,
): entities.Note[] | null {
  const key = timelineKey(source, filter);
  const fetched = ahead.get(key);
  if (!fetched?.notes || !isFresh(fetched)) return null;
  ahead.delete(key);
  return fetched.notes;
}

/** The first page of a timeline, from the route's prefetch when one is fresh, else fetched now. */
export function takeFirstPage(
  host: TesseraHost,
  source: TimelineSourceContribution,
  filter: TimelineFilter,
): Promise<entities.Note[]> {
  const key = timelineKey(source, filter);
  const fetched = ahead.get(key);
  ahead.delete(key);
  if (fetched && isFresh(fetched)) return fetched.page;
  return fetchFirstPage(host, source, filter);
}

/**
 * The route's prefetch: the first page of the timeline the page will show (the remembered
 * source among those the viewer may read) and the feed's code, both before the page renders.
 */
export function prefetchTimeline(host: TesseraHost): void {
  const viewer = host.viewer.get();
  if (!viewer.signedIn) return;
  const tl = host.preferences.get('tl');
  const offered = host
    .contributions('timelineSource')
    .get()
    .map(({ item }) => item)
    .filter((item) => item.available?.(viewer) ?? true);
  const source = pickSource(tl.src, offered);
  if (!source) return;
  const page = fetchFirstPage(host, source, tl.filter);
  const entry: Ahead = { at: Date.now(), page };
  page.then(
    (notes) => {
      entry.notes = notes;
    },
    () => {}, // the page asks again and shows the error itself
  );
  ahead.set(timelineKey(source, tl.filter), entry);
  const feed = host.services.get('notes.feed');
  if (feed) void preloadComponent(feed).catch(() => {});
}

function fetchFirstPage(
  host: TesseraHost,
  source: TimelineSourceContribution,
  filter: TimelineFilter,
): Promise<entities.Note[]> {
  const params = { ...sourceParams(source, filter), limit: FIRST_PAGE };
  return host.api.call(source.endpoint as EndpointName, params as never) as Promise<entities.Note[]>;
}
