import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect, useRef, useState } from 'react';
import type {} from './api';
import { type ClickerSave, loadClicker, saveClicker } from './clicker-save';
import './games.css';

const SAVE_EVERY_MS = 5000;

/**
 * The clicker: a cookie to press, the count and the cookies per second, saved to the registry
 * every five seconds and when left (only when something changed), as Misskey's is.
 */
export function ClickerGame() {
  const t = useExtensionStrings('games');
  const host = useHost();
  const [save, setSave] = useState<ClickerSave | null>(null);
  const [failed, setFailed] = useState(false);
  const [cps, setCps] = useState(0);
  const [pops, setPops] = useState<number[]>([]);
  const current = useRef<ClickerSave | null>(null);
  const saved = useRef('');
  current.current = save;

  useEffect(() => {
    let live = true;
    loadClicker(host).then(
      (loaded) => {
        if (!live) return;
        saved.current = JSON.stringify(loaded);
        setSave(loaded);
      },
      () => live && setFailed(true),
    );
    const store = () => {
      const now = current.current;
      if (!now || JSON.stringify(now) === saved.current) return;
      saved.current = JSON.stringify(now);
      void saveClicker(host, now).catch(() => {
        saved.current = '';
      });
    };
    const timer = setInterval(store, SAVE_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
      store();
    };
  }, [host]);

  // Cookies per second: how many came in the last second.
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      const cookies = current.current?.cookies ?? 0;
      setCps(previous.current === null ? 0 : cookies - previous.current);
      previous.current = cookies;
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  if (failed) return <p role="alert">{t('clicker.failed')}</p>;
  if (!save) return <p role="status">{host.i18n.t('kernel.loading')}</p>;

  const click = () => {
    // From the ref, so presses quicker than renders all count.
    const base = current.current ?? save;
    const next = {
      ...base,
      cookies: base.cookies + 1,
      totalCookies: base.totalCookies + 1,
      totalHandmadeCookies: base.totalHandmadeCookies + 1,
      clicked: base.clicked + 1,
    };
    current.current = next;
    setSave(next);
    if (next.cookies === 1) host.events.emit('games.cookieClicked', {});
    const pop = Date.now() + Math.random();
    setPops((p) => [...p.slice(-9), pop]);
    setTimeout(() => setPops((p) => p.filter((x) => x !== pop)), 700);
  };

  return (
    <div className="clicker">
      <p className="clicker-cps">{t('clicker.cps', { cps: String(cps) })}</p>
      <p className="clicker-count" aria-live="polite">
        {t('clicker.count', { count: save.cookies.toLocaleString() })}
      </p>
      <button type="button" className="clicker-cookie" aria-label={t('clicker.bake')} onClick={click}>
        <span aria-hidden="true">🍪</span>
        {pops.map((pop) => (
          <span key={pop} className="clicker-pop" aria-hidden="true">
            +1
          </span>
        ))}
      </button>
    </div>
  );
}
