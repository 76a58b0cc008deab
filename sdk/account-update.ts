import { useCallback, useState } from 'react';
import type { EndpointParams } from './api';
import { useHost } from './hooks';

/** A settings page's way of saving the account: what is being saved, and the save itself. */
export interface AccountUpdate<P> {
  /** What the page shows while its change is saved (null when nothing is being saved). */
  pending: P | null;
  /**
   * Saves a change of the signed-in account (i/update) and fetches the account again so every
   * view shows it; on failure shows the spec's error dialog and resolves false, and the page
   * shows the account as it was.
   */
  save(change: EndpointParams<'i/update'>, pending: P): Promise<boolean>;
}

/** Saves account settings at once, as Misskey's settings pages do, showing the change meanwhile. */
export function useAccountUpdate<P>(): AccountUpdate<P> {
  const host = useHost();
  const [pending, setPending] = useState<P | null>(null);
  const save = useCallback(
    async (change: EndpointParams<'i/update'>, shown: P) => {
      setPending(shown);
      try {
        await host.api.call('i/update', change);
        await host.accounts.refresh();
        return true;
      } catch (error) {
        const { title, text } = host.describeError(error);
        await host.modals.dialog({ type: 'error', title, text });
        return false;
      } finally {
        setPending(null);
      }
    },
    [host],
  );
  return { pending, save };
}
