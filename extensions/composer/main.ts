import type { ExtensionContext } from '@tessera/sdk';
import type { ComposerOptions } from './api';

/** The composer dialog as the `composer.open` command. */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('composer.open', async (options?: ComposerOptions) => {
    const { openComposer } = await import('./open-composer');
    await openComposer(ctx.host, options);
  });
}
