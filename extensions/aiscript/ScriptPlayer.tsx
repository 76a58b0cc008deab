import { useExtensionStrings } from '@tessera/sdk';
import { useEffect } from 'react';
import type { ScriptPlayerProps } from './api';
import { ScriptConsole } from './scratchpad/ScriptConsole';
import { ScriptUi } from './ui/ScriptUi';
import { useScriptRunner } from './use-script-runner';
import './aiscript.css';

/**
 * A script run in its own worker with what it draws and prints (Play, the AiScript app widget),
 * with the authority its origin gives it (a Play calls the API with no token):
 * Play starts it, Stop ends it, Play again starts it afresh. An endless loop keeps only its
 * worker busy; the page stays responsive and Stop ends it.
 */
export default function ScriptPlayer({
  source,
  storageKey,
  origin,
  autoRun = false,
  compact = false,
}: ScriptPlayerProps) {
  const t = useExtensionStrings('aiscript');
  const { session, run, stop } = useScriptRunner({ storageKey, origin });
  useEffect(() => {
    if (autoRun) void run(source);
  }, [autoRun, run, source]);
  const running = session?.live === true;
  const failed = session?.console.some((line) => line.kind === 'error') ?? false;
  return (
    <div className="script-player">
      {session && (
        <div className="script-player-stage">
          <ScriptUi components={session.components} call={(handler, args) => void session.call(handler, args)} />
        </div>
      )}
      <div className="form-actions script-player-controls">
        {running && (
          <button type="button" className="button" onClick={stop}>
            {t('player.stop')}
          </button>
        )}
        <button type="button" className="button primary" onClick={() => void run(source)}>
          {session ? t('player.again') : t('player.play')}
        </button>
      </div>
      {session && (!compact || failed) && (
        <ScriptConsole label={t('player.log')} lines={session.console} empty={t('player.logEmpty')} />
      )}
    </div>
  );
}
