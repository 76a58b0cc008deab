import type { ExtensionContext } from '@tessera/sdk';
import type {} from './api';

/** The about menu's command: it opens next to what was clicked (the main menu's About). */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('about.openMenu', async () => {
    const { aboutMenuItems } = await import('./about-menu');
    const opener = document.activeElement;
    const anchor = opener instanceof HTMLElement && opener !== document.body ? opener : { x: 24, y: 24 };
    await ctx.host.modals.menu(await aboutMenuItems(ctx.host), anchor);
  });
}
