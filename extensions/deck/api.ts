// The deck extension's contract with the app: types only, imported with `import type`.
import type { LazyComponent, WidgetProps } from '@tessera/sdk';
import type { ReactNode } from 'react';

/** What the app gives the deck layout: its navigation, and the page for the main column. */
export interface DeckLayoutProps {
  /** The main menu and account area, as the default layout's sidebar draws them. */
  nav: ReactNode;
  /** The current page, shown in a main column (non-root pages when the simple layout is off). */
  main: ReactNode;
  /** Whether the current address is a page other than the deck's root. */
  onPage: boolean;
  /** Whether the screen is phone-wide: one column at a time, the navigation as a bar below. */
  phone?: boolean;
}

/** What a deck column's component receives: its own settings, kept with the deck profile. */
export type DeckColumnProps<S = Record<string, unknown>> = WidgetProps<S>;

/**
 * A kind of column for the deck layout: a timeline, notifications, widgets. The deck draws the
 * header (name, width, move, stack, remove); the component fills the column's body and scrolls it.
 */
export interface DeckColumnContribution {
  /** The column type, kept in the deck profile: Misskey's names ('tl', 'notifications', 'widgets', ...). Unique. */
  type: string;
  /** The default name, a key of the extension's strings (or plain text). */
  title: string;
  icon?: string;
  component: LazyComponent<DeckColumnProps>;
  defaultSettings?: Readonly<Record<string, unknown>>;
}

declare module '@tessera/sdk' {
  interface ContributionPoints {
    /** Column types for the deck layout. */
    deckColumn: DeckColumnContribution;
  }
  interface ServiceMap {
    /** The deck layout: columns of any `deckColumn` contribution, in deck profiles kept in the registry. */
    'deck.layout': LazyComponent<DeckLayoutProps>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    'deck.alwaysShowMainColumn': boolean;
    'deck.navWindow': boolean;
    /** Pages other than the deck's root open in the zen layout (spec 001 section 2). */
    'deck.useSimpleUiForNonRootPages': boolean;
    'deck.columnAlign': 'left' | 'center';
    'deck.columnGap': number;
    'deck.menuPosition': 'right' | 'bottom';
    'deck.navbarPosition': 'left' | 'top' | 'bottom';
    /** A drive file's address shown behind the columns. */
    'deck.wallpaper': string | null;
    /** The deck profile this device shows (profiles are kept in the registry). */
    'deck.profile': string;
  }
}
