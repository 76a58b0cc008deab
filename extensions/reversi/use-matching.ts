import { useHost, useRouter } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Whom the lobby waits for: anyone, or one invited person. */
export type Waiting = { kind: 'anyone' } | { kind: 'user'; user: entities.UserLite } | null;

/** How often a waiting client asks again, well inside the server's 15 s and 20 s expiries. */
const RENEW_MS = 5_000;

/**
 * Matching from the lobby: asking for a game opens it as soon as the server matches one (the
 * answer, the reversi channel's `matched`, or a later ask); while waiting the ask is renewed, and
 * leaving the page or cancelling takes it back.
 */
export function useMatching() {
  const host = useHost();
  const router = useRouter();
  const [waiting, setWaiting] = useState<Waiting>(null);
  const request = useRef<{ userId: string | null; noIrregularRules: boolean } | null>(null);

  const open = useCallback(
    (game: entities.ReversiGameDetailed) => {
      request.current = null;
      setWaiting(null);
      router.push(`/reversi/g/${game.id}`);
    },
    [router],
  );

  const ask = useCallback(
    async (withDialog: boolean) => {
      const params = request.current;
      if (!params) return;
      const game = withDialog
        ? await host.apiWithDialog('reversi/match', params)
        : await host.api.call('reversi/match', params);
      if (game && request.current === params) open(game);
    },
    [host, open],
  );

  const start = useCallback(
    async (target: entities.UserLite | null, noIrregularRules: boolean) => {
      request.current = { userId: target?.id ?? null, noIrregularRules };
      setWaiting(target ? { kind: 'user', user: target } : { kind: 'anyone' });
      try {
        await ask(true);
      } catch {
        request.current = null;
        setWaiting(null);
      }
    },
    [ask],
  );

  const cancel = useCallback(() => {
    const params = request.current;
    request.current = null;
    setWaiting(null);
    if (params) void host.api.call('reversi/cancel-match', { userId: params.userId }).catch(() => undefined);
  }, [host]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void ask(false).catch(() => undefined), RENEW_MS);
    return () => clearInterval(timer);
  }, [waiting, ask]);

  // Leaving the lobby while waiting stops waiting.
  const cancelRef = useRef(cancel);
  cancelRef.current = cancel;
  useEffect(() => () => cancelRef.current(), []);

  return { waiting, start, cancel, open };
}
