import type { PluginInstaller, PluginSummary } from '../api';
import type { ScriptMeta } from '../runtime/protocol';
import { describeInstallError, installPlugin, readPlugin } from './install-plugin';

const summaryOf = (meta: ScriptMeta): PluginSummary => ({
  name: meta.name,
  version: meta.version,
  author: meta.author,
  ...(meta.description !== undefined ? { description: meta.description } : {}),
  permissions: meta.permissions ?? [],
});

/** The plugin installer other extensions use ('aiscript.pluginInstaller'). */
export const pluginInstaller: PluginInstaller = {
  async read(host, source) {
    try {
      return summaryOf(await readPlugin(source));
    } catch (error) {
      throw new Error(describeInstallError(host.i18n, error));
    }
  },
  async install(host, source) {
    try {
      const plugin = await installPlugin(host, source);
      return plugin ? summaryOf({ ...plugin, author: plugin.author ?? '' }) : null;
    } catch (error) {
      throw new Error(describeInstallError(host.i18n, error));
    }
  },
};
