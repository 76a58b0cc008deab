import { useHost } from '@tessera/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DeckProfile, readProfile, starterProfile } from './deck-profile';

/** Misskey's registry scope for deck profiles; each profile's name is its key. */
export const DECK_SCOPE = ['client', 'deck', 'profiles'];
const SAVE_DELAY_MS = 600;

export const newColumnId = () => Math.random().toString(36).slice(2, 12);

/** The deck's profiles and the shown one, read from and saved to the registry. */
export interface DeckProfiles {
  status: 'loading' | 'ready' | 'error';
  profile: DeckProfile | null;
  /** The shown profile's name. */
  name: string;
  /** Every profile's name. */
  names: readonly string[];
  /** Changes the shown profile; saved shortly after, once for a burst of changes. */
  change(edit: (profile: DeckProfile) => DeckProfile): void;
  switchTo(name: string): void;
  remove(name: string): Promise<void>;
  retry(): void;
}

export function useDeckProfiles(): DeckProfiles {
  const host = useHost();
  const [name, setName] = useState(() => host.preferences.get('deck.profile') ?? 'default');
  const [names, setNames] = useState<readonly string[]>([]);
  const [profile, setProfile] = useState<DeckProfile | null>(null);
  const [status, setStatus] = useState<DeckProfiles['status']>('loading');
  const [round, setRound] = useState(0);
  const pending = useRef<{ name: string; profile: DeckProfile } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const flush = useCallback(
    (leaving = false) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const save = pending.current;
      pending.current = null;
      if (!save) return;
      // keepalive: a save under way when the page is reloaded or closed still arrives.
      const send = () =>
        host.api
          .call('i/registry/set', { scope: DECK_SCOPE, key: save.name, value: save.profile }, { keepalive: true })
          .catch((error: unknown) => host.modals.toast(host.describeError(error).text));
      // One save at a time, in order: two in flight could reach the server the other way round,
      // and the older profile would overwrite the newer. As the page goes, there is no waiting.
      saving.current = leaving ? send() : saving.current.then(send);
    },
    [host],
  );
  useEffect(() => {
    // A change made just before the page is reloaded or closed is still saved.
    const onHide = () => flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the retry, a new attempt.
  useEffect(() => {
    let live = true;
    setStatus('loading');
    void (async () => {
      try {
        const keys = await host.api.call('i/registry/keys', { scope: DECK_SCOPE });
        let value: unknown = null;
        try {
          value = await host.api.call('i/registry/get', { scope: DECK_SCOPE, key: name });
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'NO_SUCH_KEY') throw error;
        }
        if (!live) return;
        const read = readProfile(value);
        setNames(keys.includes(name) ? keys : [...keys, name]);
        const shown = read ?? starterProfile(newColumnId);
        setProfile(shown);
        setStatus('ready');
        // A new profile is kept at once, so other devices list it.
        if (!read) {
          pending.current = { name, profile: shown };
          flush();
        }
      } catch {
        if (live) setStatus('error');
      }
    })();
    return () => {
      live = false;
    };
  }, [host, name, round, flush]);

  const change = useCallback(
    (edit: (profile: DeckProfile) => DeckProfile) => {
      setProfile((current) => {
        if (!current) return current;
        const next = edit(current);
        if (next !== current) {
          pending.current = { name, profile: next };
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => flush(), SAVE_DELAY_MS);
        }
        return next;
      });
    },
    [name, flush],
  );

  const switchTo = useCallback(
    (next: string) => {
      flush();
      host.preferences.set('deck.profile', next);
      setName(next);
    },
    [flush, host],
  );

  const remove = useCallback(
    async (gone: string) => {
      await host.api.call('i/registry/remove', { scope: DECK_SCOPE, key: gone });
      const left = names.filter((n) => n !== gone);
      setNames(left);
      if (gone === name) {
        pending.current = null;
        switchTo(left[0] ?? 'default');
      }
    },
    [host, names, name, switchTo],
  );

  return { status, profile, name, names, change, switchTo, remove, retry: () => setRound((r) => r + 1) };
}
