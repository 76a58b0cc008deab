import type { ExtensionContext } from '@tessera/sdk';
import { BUILTIN_THEMES } from './builtin-themes';

/** Offers the built-in themes to the theme picker. */
export function activate(ctx: ExtensionContext): void {
  for (const theme of BUILTIN_THEMES) ctx.contribute('theme', { theme });
}
