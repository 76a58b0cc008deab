import type { Db } from './db/database';
import { defaultInstanceSettings, type InstanceSettings } from './settings';

/** The instance settings, kept in the database; unknown or missing keys take the defaults. */
export class SettingsStore {
  private cached: InstanceSettings | null = null;

  constructor(private readonly db: Db) {}

  get(): InstanceSettings {
    if (!this.cached) {
      const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get('instance') as
        | { value: string }
        | undefined;
      const stored = row ? (JSON.parse(row.value) as Partial<InstanceSettings>) : {};
      const defaults = defaultInstanceSettings();
      this.cached = { ...defaults, ...stored, policies: { ...defaults.policies, ...stored.policies } };
    }
    return this.cached;
  }

  /** Forgets stored settings (the test-only reset); the defaults apply again. */
  reset(): void {
    this.cached = null;
  }

  update(change: Partial<InstanceSettings>): InstanceSettings {
    const next = { ...this.get(), ...change };
    this.db
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run('instance', JSON.stringify(next));
    this.cached = next;
    return next;
  }
}
