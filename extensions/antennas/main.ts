import type { ExtensionContext, Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { AntennaUnread, currentUnreadIds, setAntennaUnread } from './antenna-unread';

/**
 * The unread marks of the signed-in account's antennas (the menu's badge), started once the first
 * view has settled and again whenever another account signs in: one antennas/list and one
 * antennas/notes per antenna, then their channels.
 */
export function activate(ctx: ExtensionContext): void {
  const accounts = ctx.host.accounts;
  let stopTracker = () => {};
  let userId: string | null = null;
  const count: Readable<number> = {
    get: () => currentUnreadIds.get().size,
    subscribe: (listener) => currentUnreadIds.subscribe(listener),
  };

  const start = () => {
    const account = accounts.current.get();
    if ((account?.id ?? null) === userId) return;
    stopTracker();
    userId = account?.id ?? null;
    const tracker = account ? new AntennaUnread(ctx.host) : null;
    setAntennaUnread(tracker);
    if (!tracker) {
      stopTracker = () => {};
      return;
    }
    const current = tracker;
    void current.refresh().catch(() => {});
    const main = ctx.host.stream.channel('main');
    main.on('unreadAntenna', (antenna: entities.Antenna) => current.caught(antenna.id));
    const resumed = ctx.host.stream.onResumed(() => void current.refresh().catch(() => {}));
    stopTracker = () => {
      main.dispose();
      resumed.dispose();
      current.dispose();
    };
  };

  ctx.services.provide('antennas.unread', count);
  start();
  const unsubscribe = accounts.current.subscribe(start);
  ctx.onDispose(() => {
    unsubscribe();
    stopTracker();
    setAntennaUnread(null);
  });
}
