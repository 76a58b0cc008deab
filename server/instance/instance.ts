import type { entities } from 'misskey-js';
import type { Db } from './db/database';
import type { InstanceEvents } from './events';
import type { SettingsStore } from './settings-store';

/** Everything an endpoint or channel of the local instance works with. */
export interface Instance {
  db: Db;
  settings: SettingsStore;
  events: InstanceEvents;
  /** The data folder (database and uploaded files). */
  dataDir: string;
  /** The public base URL, without a trailing slash. */
  url(): string;
  /** The host part of the URL (mentions and accounts without a host are from here). */
  host(): string;
  /** A user's role policies: the base role's with those of their roles (the base for a visitor). */
  policiesOf(userId: string | null): entities.RolePolicies;
  /** Runs writes as one transaction whose events go out once it commits (see atomic.ts). */
  atomically<T>(run: () => T): T;
}
