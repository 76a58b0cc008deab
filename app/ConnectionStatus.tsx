import { useHost, useReadable } from '@tessera/sdk';
import { useEffect, useRef, useState } from 'react';
import './connection-status.css';

/** A drop shorter than this (a tab coming back from the background) is not worth a banner. */
const GRACE_MS = 2000;
/** How long the connection must stay up to count as back (a server that accepts and drops is still down). */
const STEADY_MS = 2000;
/** How long "connected again" stays. */
const BACK_MS = 4000;

/**
 * Says when the streaming connection to the server is down (timelines and notifications stop
 * arriving) and when it is steadily back, whatever serverDisconnectedBehavior does besides
 * (spec 001: quiet, reload, or the dialog).
 */
export default function ConnectionStatus() {
  const host = useHost();
  const { t } = host.i18n;
  const state = useReadable(host.stream.state);
  const [shown, setShown] = useState<'lost' | 'back' | null>(null);
  const down = useRef(false);
  // Timers outlive state changes: a flapping connection must not cancel the grace period.
  const timers = useRef<{ grace?: ReturnType<typeof setTimeout>; steady?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const current = timers.current;
    return () => {
      clearTimeout(current.grace);
      clearTimeout(current.steady);
    };
  }, []);

  useEffect(() => {
    const current = timers.current;
    if (state === 'connected') {
      clearTimeout(current.steady);
      current.steady = setTimeout(() => {
        down.current = false;
        clearTimeout(current.grace);
        setShown((s) => (s === 'lost' ? 'back' : s));
      }, STEADY_MS);
      return;
    }
    clearTimeout(current.steady);
    // 'reconnecting' only follows a connection that was up ('initializing' comes before the first).
    if (state !== 'reconnecting' || down.current) return;
    // The first drop since the connection was steady: say so unless it is soon steady again.
    down.current = true;
    current.grace = setTimeout(() => {
      // The words come with the kernel's later strings (and "back" only ever follows "lost").
      if (down.current) void host.i18n.loadStrings('kernel').finally(() => down.current && setShown('lost'));
    }, GRACE_MS);
  }, [state, host]);

  useEffect(() => {
    if (shown !== 'back') return;
    const timer = setTimeout(() => setShown(null), BACK_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div className="connection-status-region" role="status" aria-live="polite">
      {shown && (
        <p className={`connection-status ${shown}`}>
          {shown === 'lost' ? t('kernel.connection.lost') : t('kernel.connection.back')}
        </p>
      )}
    </div>
  );
}
