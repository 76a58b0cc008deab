import { type ChannelName, type EndpointName, type PagedListState, useHost, useStreamCatchUp } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TimelineSourceContribution } from './api';
import { FIRST_PAGE, takeArrivedFirstPage, takeFirstPage, timelineKey } from './first-page';
import { mergeNotes, newestOf } from './timeline-list';
import { sourceParams, type TimelineFilter } from './timeline-sources';

/** Later pages are bigger than the first (spec 001). */
const NEXT_PAGE = 30;
/** What a gap is filled with per request after a reconnect (Misskey's maximum), and how many rounds at most. */
const GAP_PAGE = 100;
const GAP_ROUNDS = 10;
/** A tab in the background this long stops streaming; it catches up when shown again. */
export const BACKGROUND_PAUSE_MS = 10_000;

/** A timeline as the page shows it: a paged list of notes, plus the queue of new ones. */
export interface TimelineFeed extends PagedListState<entities.Note> {
  /** New notes that arrived while the reader was scrolled away from the top. */
  queued: number;
  /** Moves the queued notes into the list. */
  showQueued(): void;
}

interface State {
  key: string;
  notes: entities.Note[];
  queued: entities.Note[];
  status: PagedListState<entities.Note>['status'];
  error: unknown;
  loadingMore: boolean;
  hasMore: boolean;
}

/** The state of a timeline whose first page has come. */
const firstPageShown = (key: string, page: entities.Note[]): State => ({
  ...empty(key),
  notes: mergeNotes([], page),
  status: 'ready',
  hasMore: page.length > 0,
});

const empty = (key: string): State => ({
  key,
  notes: [],
  queued: [],
  status: 'loading',
  error: undefined,
  loadingMore: false,
  hasMore: true,
});

/**
 * Reads a timeline: pages of older notes on demand, new notes from the stream (into the list
 * when the reader is at the top, else into a queue), the gap after a reconnect or a pause in
 * the background fetched with sinceId so nothing is missed.
 */
export function useTimeline(
  source: TimelineSourceContribution,
  filter: TimelineFilter,
  isAtTop: () => boolean,
): TimelineFeed {
  const host = useHost();
  const params = sourceParams(source, filter);
  const key = timelineKey(source, filter);
  const { endpoint, channel } = source;
  const [round, setRound] = useState(0);
  // A first page already at hand shows in the first render.
  const arrived = useRef<string | null>(null);
  const [state, setState] = useState<State>(() => {
    const page = takeArrivedFirstPage(source, filter);
    if (!page) return empty(key);
    arrived.current = key;
    return firstPageShown(key, page);
  });
  const stateRef = useRef(state);
  stateRef.current = state;
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const chosen = useRef({ source, filter });
  chosen.current = { source, filter };
  const atTopRef = useRef(isAtTop);
  atTopRef.current = isAtTop;
  const paused = useBackgroundPause();

  const fetchPage = useCallback(
    (extra: Record<string, unknown>) =>
      host.api.call(endpoint as EndpointName, { ...paramsRef.current, ...extra } as never) as Promise<entities.Note[]>,
    [host, endpoint],
  );

  const receive = useCallback(
    (incoming: readonly entities.Note[]) =>
      setState((s) => {
        if (s.key !== key || s.status !== 'ready') return s;
        const known = new Set(s.notes.map((n) => n.id));
        const fresh = incoming.filter((n) => !known.has(n.id));
        if (fresh.length === 0) return s;
        if (s.queued.length === 0 && atTopRef.current()) return { ...s, notes: mergeNotes(s.notes, fresh) };
        return { ...s, queued: mergeNotes(s.queued, fresh) };
      }),
    [key],
  );

  // The first page, again whenever the timeline or its filter changes, or on retry (round).
  useEffect(() => {
    if (arrived.current === key && round === 0) return;
    arrived.current = null;
    let live = true;
    setState(empty(key));
    takeFirstPage(host, chosen.current.source, chosen.current.filter).then(
      (page) => live && setState(firstPageShown(key, page)),
      (error: unknown) => live && setState({ ...empty(key), status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, host, round]);

  // What was missed while the stream was down or paused, oldest first, page by page.
  const fillGap = useCallback(async () => {
    const s = stateRef.current;
    if (s.key !== key || s.status !== 'ready') return;
    let since = newestOf(s.notes, s.queued)?.id;
    if (!since) {
      // An empty timeline missed at most its first page.
      receive(await fetchPage({ limit: GAP_PAGE }).catch(() => []));
      return;
    }
    const missed: entities.Note[] = [];
    for (let i = 0; i < GAP_ROUNDS; i++) {
      const page = await fetchPage({ limit: GAP_PAGE, sinceId: since }).catch(() => []);
      missed.push(...page);
      const newest = newestOf(page);
      if (page.length < GAP_PAGE || !newest) break;
      since = newest.id;
    }
    receive(missed);
  }, [key, fetchPage, receive]);

  const caughtUp = useRef('');

  // New notes from the stream while the page is shown and not paused in the background.
  useEffect(() => {
    if (paused) return;
    // A contributed source names its channel as text; the stream client takes any channel name.
    const subscription = host.stream.channel(channel as ChannelName, paramsRef.current as never);
    subscription.on(
      'note' as never,
      ((note: entities.Note) => {
        receive([note]);
        host.events.emit('timeline.noteArrived', { channel, note });
        // Misskey's sounds: one for a new note in the timeline, another for one's own.
        host.sound.play(note.userId === host.viewer.get().userId ? 'noteMy' : 'note');
      }) as never,
    );
    // Before the first catch-up below, a resume (the stream's first connection) is its business.
    const resumed = host.stream.onResumed(() => caughtUp.current === key && void fillGap());
    return () => {
      subscription.dispose();
      resumed.dispose();
    };
  }, [host, channel, key, paused, receive, fillGap]);

  // A note posted between the first page and the channel's connection: fetched once both are there.
  const status = state.key === key ? state.status : 'loading';
  useStreamCatchUp(!paused && status === 'ready', key, () => {
    caughtUp.current = key;
    const s = stateRef.current;
    if (newestOf(s.notes, s.queued)) void fillGap();
    else void fetchPage({ limit: FIRST_PAGE }).then(receive, () => {});
  });

  // Coming back from the background: catch up on what the paused stream did not bring.
  const wasPaused = useRef(false);
  useEffect(() => {
    if (wasPaused.current && !paused) void fillGap();
    wasPaused.current = paused;
  }, [paused, fillGap]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.key !== key || s.status !== 'ready' || s.loadingMore || !s.hasMore) return;
    const oldest = s.notes[s.notes.length - 1];
    setState({ ...s, loadingMore: true });
    fetchPage({ limit: NEXT_PAGE, ...(oldest ? { untilId: oldest.id } : {}) }).then(
      (page) =>
        setState((c) =>
          c.key === key ? { ...c, notes: mergeNotes(c.notes, page), loadingMore: false, hasMore: page.length > 0 } : c,
        ),
      (error: unknown) => {
        setState((c) => (c.key === key ? { ...c, loadingMore: false } : c));
        void host.modals.alert(host.describeError(error).text, 'error');
      },
    );
  }, [key, fetchPage, host]);

  const showQueued = useCallback(
    () => setState((s) => (s.queued.length === 0 ? s : { ...s, notes: mergeNotes(s.notes, s.queued), queued: [] })),
    [],
  );

  const current = state.key === key ? state : empty(key);
  return {
    items: current.notes,
    queued: current.queued.length,
    status: current.status,
    error: current.error,
    loadingMore: current.loadingMore,
    hasMore: current.hasMore,
    loadMore,
    showQueued,
    reload: () => setRound((r) => r + 1),
  };
}

/** True once the tab has been in the background for BACKGROUND_PAUSE_MS; false as soon as it is shown. */
function useBackgroundPause(): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') timer = setTimeout(() => setPaused(true), BACKGROUND_PAUSE_MS);
      else setPaused(false);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, []);
  return paused;
}
