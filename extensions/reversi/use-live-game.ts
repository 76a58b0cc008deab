import { boardChecksum, type ReversiBoard } from '@tessera/reversi-rules';
import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { boardOf, type LiveGame, type LoggedMove, withMove } from './live-game';

/** What the game page does with a game over the reversiGame channel. */
export interface LiveGameHandle {
  live: LiveGame;
  board: ReversiBoard;
  /** Sends a message on the game's channel (ready, updateSettings, cancel, claimTimeIsUp). */
  send(type: string, body?: unknown): void;
  /** Puts a stone: drawn at once, confirmed (or undone) by the server's answer. */
  put(pos: number): void;
}

/** Newer than the server's answer this long: the page asks whether it missed something. */
const UNANSWERED_MS = 5_000;

/**
 * A reversi game kept live: the reversiGame channel's events applied as they come, this player's
 * moves drawn before the server answers, and after a dropped connection (or an unanswered move)
 * the board checked against the server's with reversi/verify and replaced when they differ.
 */
export function useLiveGame(initial: entities.ReversiGameDetailed): LiveGameHandle {
  const host = useHost();
  const [live, setLive] = useState<LiveGame>({ game: initial, canceledBy: null, pending: null });
  const liveRef = useRef(live);
  liveRef.current = live;
  const channelRef = useRef<ReturnType<typeof host.stream.channel<'reversiGame'>> | null>(null);

  const resync = useCallback(async () => {
    const current = liveRef.current;
    try {
      const answer = await host.api.call('reversi/verify', {
        gameId: current.game.id,
        crc32: boardChecksum(boardOf({ ...current, pending: null })),
      });
      if (answer.desynced && answer.game) {
        const game = answer.game;
        setLive((now) => ({ ...now, game, pending: null }));
      } else setLive((now) => ({ ...now, pending: null }));
    } catch {
      // Offline: the next reconnect checks again.
    }
  }, [host]);

  useEffect(() => {
    const channel = host.stream.channel('reversiGame', { gameId: initial.id });
    channelRef.current = channel;
    const update = (change: (game: entities.ReversiGameDetailed) => entities.ReversiGameDetailed) =>
      setLive((now) => ({ ...now, game: change(now.game) }));
    const subscriptions = [
      channel.on('started', ({ game }) => setLive((now) => ({ ...now, game }))),
      channel.on('ended', ({ game }) => setLive((now) => ({ ...now, game, pending: null }))),
      channel.on('canceled', ({ userId }) => setLive((now) => ({ ...now, canceledBy: userId }))),
      channel.on('changeReadyStates', ({ user1, user2 }) =>
        update((game) => ({ ...game, user1Ready: user1, user2Ready: user2 })),
      ),
      channel.on('updateSettings', ({ key, value }) => update((game) => ({ ...game, [key]: value }))),
      channel.on('log', (payload) => {
        const move = payload as unknown as LoggedMove;
        setLive((now) => ({
          ...now,
          game: withMove(now.game, move),
          pending: now.pending && now.pending.id === move.id ? null : now.pending,
        }));
      }),
      host.stream.onResumed(() => void resync()),
    ];
    return () => {
      for (const s of subscriptions) s.dispose();
      channel.dispose();
      channelRef.current = null;
    };
  }, [host, initial.id, resync]);

  // A move the server has not answered for a while: ask whether it counted.
  const pendingId = live.pending?.id;
  useEffect(() => {
    if (!pendingId) return;
    const timer = setTimeout(() => void resync(), UNANSWERED_MS);
    return () => clearTimeout(timer);
  }, [pendingId, resync]);

  const send = useCallback((type: string, body?: unknown) => channelRef.current?.send(type, body), []);
  const put = useCallback((pos: number) => {
    const id = Math.random().toString(36).slice(2, 12);
    setLive((now) => ({ ...now, pending: { id, pos } }));
    channelRef.current?.send('putStone', { pos, id });
  }, []);
  const board = useMemo(() => boardOf(live), [live]);
  return { live, board, send, put };
}
