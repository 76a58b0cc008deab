import type { ExtensionContext } from '@tessera/sdk';

/** The `emoji.pick` command: the picker dialog, resolving to the chosen emoji. */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('emoji.pick', async (options = {}) => {
    const { pickEmoji } = await import('./pick-emoji');
    return pickEmoji(ctx.host, options);
  });
}
