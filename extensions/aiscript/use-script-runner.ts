import { useHost } from '@tessera/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScriptOrigin } from './api';
import { answerScript } from './host-answers';
import { scriptGlobals } from './script-globals';
import { ScriptSession } from './script-session';

/** What a runner runs: where the script keeps its data, and whose script it is. */
export interface RunnerOptions {
  /** Its Mk:save storage's name. */
  storageKey: string;
  /** Whose script it is: only the person's own code calls the API with their token. */
  origin: ScriptOrigin;
  onPrint?(text: string): void;
  onError?(message: string): void;
}

/**
 * Runs scripts with `Ui:` for a page or widget (the scratchpad, Play, the AiScript widgets):
 * one session at a time, stopped when another starts or the component goes. The person's own
 * code (the scratchpad, a widget) calls the API with their token, as in Misskey; a Play, someone
 * else's code, calls it with none, as Misskey's Play page does.
 */
export function useScriptRunner(options: RunnerOptions) {
  const host = useHost();
  const [session, setSession] = useState<ScriptSession | null>(null);
  const [, setRevision] = useState(0);
  const current = useRef<ScriptSession | null>(null);
  const runs = useRef(0);
  const latest = useRef(options);
  latest.current = options;

  const stop = useCallback(() => {
    runs.current++;
    current.current?.stop();
    current.current = null;
  }, []);

  const run = useCallback(
    async (source: string) => {
      stop();
      const run = runs.current;
      const { storageKey, origin } = latest.current;
      const play = origin.kind === 'play' ? { id: origin.id, url: origin.url } : null;
      const globals = await scriptGlobals(host, { pluginConfig: null, ui: true, play });
      if (runs.current !== run) return; // another run or a stop came first
      const token = origin.kind === 'own' ? (host.accounts.current.get()?.token ?? null) : null;
      const next = new ScriptSession(
        source,
        globals,
        {
          answer: answerScript(host, { token, storageKey }),
          onPrint: (text) => latest.current.onPrint?.(text),
          onError: (message) => latest.current.onError?.(message),
          onChange: () => setRevision((r) => r + 1),
        },
        origin.kind,
      );
      current.current = next;
      setSession(next);
    },
    [host, stop],
  );

  useEffect(() => stop, [stop]);
  return { session, run, stop };
}
