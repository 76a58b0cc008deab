import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

/**
 * Whether an extension's code shows on every page as it settles, by its declarations (read as
 * text, since they are data): an overlay (toasts, notices, status bars) declared in index.ts or
 * later.ts, a widget declared in index.ts (those of the default widget column, declared early so
 * it draws without waiting for later declarations), or a main that activates once the first view
 * has settled (`{ on: 'firstView' }`, `activation: 'afterFirstView'`). The strings of such an
 * extension come in the table fetched as the page settles (LATER_STRINGS), not in a file of their own.
 */
export function settlesWithEveryPage(folder: string): boolean {
  const index = read(join(folder, 'index.ts'));
  const later = read(join(folder, 'later.ts'));
  return (
    /\boverlays:\s*\[/.test(index) ||
    /\boverlays:\s*\[/.test(later) ||
    /\bwidgets:\s*\[/.test(index) ||
    /\bon:\s*['"]firstView['"]/.test(index) ||
    /\bactivation:\s*['"]afterFirstView['"]/.test(index)
  );
}
