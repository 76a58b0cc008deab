import type { entities } from 'misskey-js';
import type { Readable } from './readable';

/** A signed-in account as the client keeps it. */
export interface Account {
  /** The server's host (the origin's host, e.g. misskey.example). */
  host: string;
  id: string;
  username: string;
  token: string;
  /** The latest `i` answer. */
  info: entities.MeDetailed | null;
}

/** The signed-in account, the stored ones, and switching between them. */
export interface AccountsHandle {
  /** The active account, or null for a visitor. */
  readonly current: Readable<Account | null>;
  /** Every account stored on this device for this server. */
  readonly stored: Readable<readonly Account[]>;
  /** Stores the account and token, then reloads into it (at `redirectTo`, else at the root). */
  signIn(token: string, redirectTo?: string): Promise<void>;
  /** Makes another stored account the active one (full reload). */
  switchTo(accountId: string): Promise<void>;
  /** Signs the active account out and clears what the client kept for it. */
  signOut(): Promise<void>;
  /** Fetches the active account again (after changing its profile, say), so every view shows it. */
  refresh(): Promise<void>;
  /** Removes a stored account from this device; the active one is signed out as by `signOut`. */
  forget(accountId: string): Promise<void>;
}
