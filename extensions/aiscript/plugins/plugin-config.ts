import type { InstalledPlugin } from '../api';

/** A plugin's config values: what the person chose, else the metadata's defaults. */
export function pluginConfigValues(plugin: InstalledPlugin): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(plugin.config ?? {}).map(([key, field]) => [key, plugin.configData[key] ?? field.default ?? null]),
  );
}
