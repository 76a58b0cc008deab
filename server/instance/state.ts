import type { InstanceSettings } from './settings';

/**
 * The local instance's state as endpoints see it. The foundation keeps settings in memory;
 * the database replaces this with stored settings and real counts.
 */
export interface InstanceState {
  settings(): InstanceSettings;
  userCount(): number;
  /** The instance's public base URL, without a trailing slash. */
  url(): string;
}
