// The deck extension's contract with the app: types only, imported with `import type`.
import type { LazyComponent } from '@tessera/sdk';
import type { ReactNode } from 'react';

/** What the app gives the deck layout: its navigation, and the page for the main column. */
export interface DeckLayoutProps {
  /** The main menu and account area, as the default layout's sidebar draws them. */
  nav: ReactNode;
  /** The current page, shown in a main column (non-root pages when the simple layout is off). */
  main: ReactNode;
  /** Whether the current address is a page other than the deck's root. */
  onPage: boolean;
}

declare module '@tessera/sdk' {
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
