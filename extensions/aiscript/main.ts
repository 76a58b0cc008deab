import type { ExtensionContext } from '@tessera/sdk';
import type { PluginHost } from './plugins/plugin-host';
import { pendingTokenRequests } from './plugins/plugin-tokens';

/**
 * Starts the plugin host once a plugin is active, and keeps it in step with the `plugins`
 * preference. Without an active plugin, none of the host's code loads. An install the page left
 * while its token was being granted is undone first (its token revoked).
 */
export function activate(ctx: ExtensionContext): void {
  const account = ctx.host.accounts.current.get();
  if (account && Object.keys(pendingTokenRequests(ctx.host.preferences, account.id)).length > 0) {
    void import('./plugins/recover-installs').then(({ undoInterruptedInstalls }) => undoInterruptedInstalls(ctx.host));
  }
  const plugins = ctx.host.preferences.readable('plugins');
  let started: Promise<PluginHost> | null = null;
  const start = () =>
    (started ??= import('./plugins/plugin-host').then(({ PluginHost }) => {
      const host = new PluginHost(ctx);
      ctx.onDispose(() => host.dispose());
      ctx.services.provide('aiscript.plugins', host);
      return host;
    }));
  const follow = () => {
    if (started || plugins.get().some((p) => p.active && p.src)) void start().then((host) => host.sync());
  };
  ctx.onDispose(plugins.subscribe(follow));
  follow();
}
