import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';

type Meta = entities.AdminMetaResponse;
/** The settings a control panel form edits: those admin/meta answers and admin/update-meta takes. */
export type MetaKey = keyof Meta & keyof entities.AdminUpdateMetaRequest;

/**
 * A form over some of the server's settings: loaded from admin/meta, edited as a draft, and saved
 * with admin/update-meta sending only what changed (the spec's error dialog on failure, the draft
 * kept). What the server did not take (a setting it does not have) is named, by `labelOf`, and
 * shown as it stays.
 */
export function useMetaForm<K extends MetaKey>(keys: readonly K[], labelOf: (key: K) => string = String) {
  const host = useHost();
  const [saved, setSaved] = useState<Pick<Meta, K> | null>(null);
  const [draft, setDraft] = useState<Pick<Meta, K> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys are fixed for a page.
  useEffect(() => {
    let live = true;
    host.api.call('admin/meta', {}).then(
      (meta) => {
        if (!live) return;
        const picked = Object.fromEntries(keys.map((k) => [k, meta[k]])) as Pick<Meta, K>;
        setSaved(picked);
        setDraft(picked);
      },
      (e: unknown) => live && setError(host.describeError(e).text),
    );
    return () => {
      live = false;
    };
  }, [host]);

  const set = useCallback(<F extends K>(key: F, value: Meta[F]) => {
    setDraft((now) => (now ? { ...now, [key]: value } : now));
  }, []);

  const changed = saved && draft ? keys.filter((k) => JSON.stringify(saved[k]) !== JSON.stringify(draft[k])) : [];

  const save = async () => {
    if (!draft || changed.length === 0) return;
    setSaving(true);
    try {
      const change = Object.fromEntries(changed.map((k) => [k, draft[k]])) as entities.AdminUpdateMetaRequest;
      await host.apiWithDialog('admin/update-meta', change);
      // A server keeps settings it does not have as they were: read back what it took.
      const meta = await host.api.call('admin/meta', {});
      const now = Object.fromEntries(keys.map((k) => [k, meta[k]])) as Pick<Meta, K>;
      const refused = changed.filter((k) => JSON.stringify(now[k]) !== JSON.stringify(draft[k]));
      setSaved(now);
      setDraft(now);
      if (refused.length === 0) host.modals.toast(host.i18n.t('admin.saved'));
      else {
        await host.modals.dialog({
          type: 'warning',
          title: host.i18n.t('admin.notTaken'),
          text: refused.map((k) => labelOf(k)).join('\n'),
        });
      }
    } catch {
      // The dialog said why; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  return { draft, set, save, dirty: changed.length > 0, saving, error };
}
