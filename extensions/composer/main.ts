import type { ComposerOptions, ExtensionContext } from '@tessera/sdk';

/** The composer dialog as the `composer.open` command. */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('composer.open', async (options?: ComposerOptions) => {
    const { openComposer } = await import('./open-composer');
    await openComposer(ctx.host, options);
  });
}
