import type { ExtensionContext } from '@tessera/sdk';
import { applyCustomCss, removeCustomCss, savedCustomCss } from './custom-css';

/**
 * Applies this device's custom CSS from the start, unless the address asks for safe mode
 * (?safemode=true), the way out when the CSS made the page unusable.
 */
export function activate(ctx: ExtensionContext): void {
  const css = savedCustomCss(ctx.host.preferences);
  if (css && new URLSearchParams(location.search).get('safemode') !== 'true') applyCustomCss(css);
  ctx.onDispose(removeCustomCss);
}
