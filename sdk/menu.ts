import type { entities } from 'misskey-js';
import type { CommandId } from './commands';
import type { TesseraHost } from './host';
import type { Readable } from './readable';
import type { ServiceIdOf } from './services';

/**
 * What a menu item in each slot is about, by slot. The SDK names the slots the app shell draws;
 * an extension that draws a menu of its own (a note's menu, a list of links) adds its slot from
 * its `api.ts`: `declare module '@tessera/sdk' { interface MenuContexts { mySlot: MyContext } }`.
 */
export interface MenuContexts {
  /** The main menu (the side bar, and the deck's). */
  main: Record<string, never>;
  /** The phone layout's bottom bar. */
  navbar: Record<string, never>;
  /** The menu of the account area (after switching to another stored account). */
  account: Record<string, never>;
}

/** The places menu items can be contributed to. */
export type MenuSlot = keyof MenuContexts;

/** Who is looking, for deciding whether an item shows. */
export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  /** The signed-in account's id, or null for a visitor. */
  userId: string | null;
  policies: Partial<entities.RolePolicies>;
  /** The notes the signed-in account pinned to its profile, latest first (empty for a visitor). */
  pinnedNoteIds: readonly string[];
}

/**
 * A menu item as data: menus draw from it before any feature code loads. It either links
 * (`to`), runs a command (`command`), or runs a small function with the slot's context (`run`).
 */
export interface MenuItemContribution<S extends MenuSlot = MenuSlot> {
  slot: S;
  /** Unique within the slot. */
  id: string;
  /** The label: an i18n key of the contributing extension, or plain text. */
  title: string;
  /** An icon name from the UI kit's icon set. */
  icon?: string;
  /** A line about the item, where its slot shows one (the games list): an i18n key or plain text. */
  description?: string;
  to?: string;
  command?: CommandId;
  /** Runs the item, with the slot's context and the host (so a declared item needs no code of its own). */
  run?(context: MenuContexts[S], host: TesseraHost): void | Promise<void>;
  /** Lower comes first; items without an order keep registration order after ordered ones. */
  order?: number;
  /**
   * For the main menu: always shown in its place (home, compose, settings), before the person's
   * own entries when its order is below 100 and after them otherwise. Other main-menu items are
   * the person's to show, order or leave under "More" (the `menu` preference). On the phone's
   * bottom bar: always in view, while the other entries scroll sideways when they do not fit.
   */
  fixed?: boolean;
  /**
   * For the main menu: waits under "More" until the person puts it in the menu, as Misskey's
   * seldom used entries do (reload, clear the cache, one's profile).
   */
  inMore?: boolean;
  /** Shown only when this says so; always shown without it. */
  visible?(context: MenuContexts[S], viewer: Viewer): boolean;
  /**
   * Fetches what `visible` needs (whether a note is a favourite) before the menu opens: the menu
   * waits for every item's prepare, at most 1.5 s; one that fails or is late leaves its item as
   * `visible` then says.
   */
  prepare?(context: MenuContexts[S], host: TesseraHost): Promise<void>;
  /**
   * A count shown beside the label (unread notifications), 0 or less for none: a readable, or the
   * key of a service that provides one (so a declared item can get its count from code loaded later).
   */
  badge?: Readable<number> | ServiceIdOf<Readable<number>>;
  danger?: boolean;
}

/** A menu item for any slot. */
export type AnyMenuItemContribution = { [S in MenuSlot]: MenuItemContribution<S> }[MenuSlot];
