// The server-facts extension's contract with other extensions: types only, imported with `import type`.
import type { LazyComponent } from '@tessera/sdk';

/** How the list of facts is drawn. */
export interface FactListProps {
  /** Narrow, for a widget or a deck column, rather than a page's width. */
  compact?: boolean;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** The server's facts (its name, its software's version, its users and notes) as a list. */
    'server-facts.list': LazyComponent<FactListProps>;
  }
}
