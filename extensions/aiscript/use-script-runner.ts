import { useHost } from '@tessera/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answerScript } from './host-answers';
import { scriptGlobals } from './script-globals';
import { ScriptSession } from './script-session';

/**
 * Runs scripts with `Ui:` for a page or widget (the scratchpad, Play, the AiScript widgets):
 * one session at a time, stopped when another starts or the component goes. API calls use the
 * signed-in account's token, as Misskey's scratchpad and Play do.
 */
export function useScriptRunner(
  storageKey: string,
  onPrint?: (text: string) => void,
  onError?: (message: string) => void,
) {
  const host = useHost();
  const [session, setSession] = useState<ScriptSession | null>(null);
  const [, setRevision] = useState(0);
  const current = useRef<ScriptSession | null>(null);
  const runs = useRef(0);
  const printed = useRef(onPrint);
  printed.current = onPrint;
  const failed = useRef(onError);
  failed.current = onError;

  const stop = useCallback(() => {
    runs.current++;
    current.current?.stop();
    current.current = null;
  }, []);

  const run = useCallback(
    async (source: string) => {
      stop();
      const run = runs.current;
      const globals = await scriptGlobals(host, { pluginConfig: null, ui: true });
      if (runs.current !== run) return; // another run or a stop came first
      const next = new ScriptSession(source, globals, {
        answer: answerScript(host, { token: host.accounts.current.get()?.token ?? null, storageKey }),
        onPrint: (text) => printed.current?.(text),
        onError: (message) => failed.current?.(message),
        onChange: () => setRevision((r) => r + 1),
      });
      current.current = next;
      setSession(next);
    },
    [host, storageKey, stop],
  );

  useEffect(() => stop, [stop]);
  return { session, run, stop };
}
