import type { Db } from './db/database';
import type { InstanceEvents } from './events';

/**
 * Runs an endpoint's work as one unit: its database writes in one transaction that rolls back on
 * any error (answering included, so a note that cannot be packed is not left behind), and its
 * stream events sent only once the writes are in. An async handler's part before its first await
 * is covered; what it does after that runs on its own (better-sqlite3 transactions are synchronous).
 */
export function atomically(db: Db, events: InstanceEvents) {
  return <T>(run: () => T): T =>
    events.held(() => {
      let pending: T | undefined;
      const value = db.transaction(() => {
        const result = run();
        if (result instanceof Promise) {
          pending = result;
          return undefined;
        }
        return result;
      })();
      return pending ?? (value as T);
    });
}
