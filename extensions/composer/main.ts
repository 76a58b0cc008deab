import type { ComposerOptions, ExtensionContext } from '@tessera/sdk';
import { isTypingTarget } from './hotkeys';

/** The composer dialog as the `composer.open` command, and the n and p keys that open it. */
export function activate(ctx: ExtensionContext): void {
  const open = async (options?: ComposerOptions) => {
    const { openComposer } = await import('./open-composer');
    await openComposer(ctx.host, options);
  };
  ctx.commands.register('composer.open', open);
  // n and p open the composer, as in Misskey, unless the user is typing somewhere.
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (event.key !== 'n' && event.key !== 'p') return;
    if (isTypingTarget(event.target) || document.querySelector('[aria-modal="true"]')) return;
    if (!ctx.host.accounts.current.get()) return;
    event.preventDefault();
    void open();
  };
  window.addEventListener('keydown', onKey);
  ctx.onDispose(() => window.removeEventListener('keydown', onKey));
}
