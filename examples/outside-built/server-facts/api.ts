// The server-facts extension's contract with other extensions: types only, imported with `import type`.
import type { LazyComponent } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** How the list of facts is drawn. */
export interface FactListProps {
  /** Narrow, for a widget or a deck column, rather than a page's width. */
  compact?: boolean;
}

/**
 * A fact another extension adds to the list (this extension's own contribution point): its
 * label, a key of the contributing extension's strings, and a component that draws its value.
 */
export interface ServerFactContribution {
  /** Unique among facts. */
  id: string;
  label: string;
  value: LazyComponent<Record<string, never>>;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** The server's facts (its name, its software's version, its users and notes) as a list. */
    'server-facts.list': LazyComponent<FactListProps>;
  }
  interface ContributionPoints {
    /** Facts other extensions add to the server's facts. */
    serverFact: ServerFactContribution;
  }
  interface MenuContexts {
    /** The facts page's menu: what can be done with the server's facts. */
    serverFacts: { meta: entities.MetaDetailed | null };
  }
  interface PreferenceMap {
    /** Whether the facts list counts the server's users and notes. */
    'server-facts.showCounts': boolean;
  }
}
