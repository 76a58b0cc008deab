import type { entities } from 'misskey-js';
import type { CommandId } from './commands';
import type { TesseraHost } from './host';
import type { Readable } from './readable';
import type { ServiceIdOf } from './services';

/** The places menu items can be contributed to. */
export type MenuSlot =
  | 'main'
  | 'navbar'
  | 'about'
  | 'tools'
  | 'games'
  | 'admin'
  | 'connect'
  | 'account'
  | 'note'
  | 'user'
  | 'driveFile'
  | 'postForm';

/** What a menu item in each slot is about. */
export interface MenuContexts {
  main: Record<string, never>;
  navbar: Record<string, never>;
  /** The server's metadata, where it could be had (an entry may depend on it: invitations, ads). */
  about: { meta: entities.MetaDetailed | null };
  tools: Record<string, never>;
  /** The games listed at /games, each linking to its page. */
  games: Record<string, never>;
  /** The control panel's sections (/admin), each linking to its page; `visible` says who has the rights. */
  admin: Record<string, never>;
  /** Settings > Service connection: where the account reaches other services (tokens, webhooks, the API console). */
  connect: Record<string, never>;
  account: Record<string, never>;
  note: { note: entities.Note };
  /** `changed` is called when an item changed how the viewer stands to the user (a mute, a block). */
  user: { user: entities.User; changed?(): void };
  driveFile: { file: entities.DriveFile };
  /**
   * The composer's text and content warning (null when off); `update` replaces one of them, as
   * AiScript post-form actions do.
   */
  postForm: {
    text: string;
    cw: string | null;
    insert(text: string): void;
    update(field: 'text' | 'cw', value: string | null): void;
  };
}

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
   * the person's to show, order or leave under "More" (the `menu` preference).
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
