import type { Account, AccountsHandle, Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Listeners } from '../registries/listeners';
import { type AccountProblem, classifyAccountError } from './account-errors';
import type { AccountStore } from './account-store';

/** Refreshes asked for this close together are one request. */
const SAME_MOMENT_MS = 50;

export interface AccountManagerOptions {
  /** This server's host; accounts are stored per host. */
  host: string;
  store: AccountStore;
  /** POST i with the given token. */
  fetchMe(token: string): Promise<entities.MeDetailed>;
  /** A full page load at a path. */
  load(path: string): void;
  /** Reloads the current page. */
  reload(): void;
  /** Clears what the client kept on this device (sign-out of the last account). */
  clearClientData(): Promise<void>;
  /**
   * Stops pushing an account's notifications to this device (sw/unregister with its token), as
   * Misskey does when it signs an account out; the device's other accounts keep theirs.
   */
  stopPush?(token: string): Promise<void>;
  /** Tells the user why an account stopped working; resolves when they have read it. */
  notify(problem: Exclude<AccountProblem, 'unavailable'>, error: unknown): Promise<void>;
  /**
   * Warns that the server is deleting the active account (it answered with `isDeleted`), as
   * Misskey does while the deletion runs; once a page.
   */
  warnDeletionInProgress?(): void;
}

/**
 * The accounts of this device for this server (spec 001 sections 3, 4, 8): which one is active,
 * switching, signing in and out, and dropping accounts whose token stopped working.
 */
export class AccountManager implements AccountsHandle {
  private readonly listeners = new Listeners();
  private currentAccount: Account | null = null;
  private storedAccounts: readonly Account[] = [];
  /** The refresh on its way, shared by whoever asks meanwhile. */
  private refreshing: { account: Account; at: number; done: Promise<void> } | null = null;
  /** Accounts being removed from this device: a refresh that fails for them says nothing. */
  private readonly leaving = new Set<string>();
  /** Whether this page has warned already that the active account is being deleted. */
  private warnedDeletion = false;

  readonly current: Readable<Account | null> = {
    get: () => this.currentAccount,
    subscribe: (l) => this.listeners.subscribe(l),
  };

  readonly stored: Readable<readonly Account[]> = {
    get: () => this.storedAccounts,
    subscribe: (l) => this.listeners.subscribe(l),
  };

  constructor(private readonly options: AccountManagerOptions) {
    this.sync();
  }

  /**
   * Runs once at boot: applies a `loginId` query (switching to that stored account), giving the
   * address without it to replace in the history (`cleaned`), and starts the check that the
   * active account is still good, which refreshes what is stored about it (`checked`).
   */
  boot(address: URL): { cleaned: string | null; checked: Promise<void> } {
    let cleaned: string | null = null;
    const loginId = address.searchParams.get('loginId');
    if (loginId !== null) {
      if (this.storedAccounts.some((a) => a.id === loginId)) {
        this.options.store.setCurrent(this.options.host, loginId);
        this.sync();
      }
      const url = new URL(address);
      url.searchParams.delete('loginId');
      cleaned = url.pathname + url.search + url.hash;
    }
    return { cleaned, checked: this.refresh() };
  }

  /**
   * Fetches the active account again; one that no longer works is removed. Callers in the same
   * moment share one request (the kernel and the notification count both catch up at the same
   * delays after a stream connection); a later caller gets a request of its own, so what it
   * reads is never older than its call.
   */
  refresh(): Promise<void> {
    const account = this.currentAccount;
    if (!account) return Promise.resolve();
    const now = Date.now();
    if (this.refreshing?.account === account && now - this.refreshing.at < SAME_MOMENT_MS) return this.refreshing.done;
    const done = this.fetchAgain(account);
    this.refreshing = { account, at: now, done };
    return done;
  }

  private async fetchAgain(account: Account): Promise<void> {
    try {
      const me = await this.options.fetchMe(account.token);
      this.options.store.save(this.options.host, me, account.token, false);
      this.sync();
      if (me.isDeleted && !this.warnedDeletion) {
        this.warnedDeletion = true;
        this.options.warnDeletionInProgress?.();
      }
    } catch (error) {
      const problem = classifyAccountError(error);
      if (problem === 'unavailable') return; // the server may be restarting: keep the account
      // Signed out or deleted on purpose meanwhile (its token revoked, the stream closed): no notice.
      if (this.leaving.has(account.id)) return;
      // Leaving from now on: refreshes failing while the notice waits for its OK (a reconnecting
      // stream asks again and again) add no notice of their own.
      this.leaving.add(account.id);
      await this.options.notify(problem, error);
      await this.drop(account);
    }
  }

  /**
   * Takes a newer state of the active account (the main stream's meUpdated) without asking the
   * server; misskey-js types the event as any user, so it is laid over what is known.
   */
  updateInfo(user: entities.UserDetailed): void {
    const account = this.currentAccount;
    if (!account?.info || account.id !== user.id) return;
    this.options.store.save(
      this.options.host,
      { ...account.info, ...user } as entities.MeDetailed,
      account.token,
      false,
    );
    this.sync();
  }

  async signIn(token: string, redirectTo?: string): Promise<void> {
    const me = await this.options.fetchMe(token);
    this.options.store.save(this.options.host, me, token, true);
    this.sync();
    this.options.load(redirectTo ?? '/');
  }

  async switchTo(accountId: string): Promise<void> {
    const target = this.storedAccounts.find((a) => a.id === accountId);
    if (!target) throw new Error(`no stored account with the id '${accountId}'`);
    this.options.store.setCurrent(this.options.host, target.id);
    this.sync();
    this.options.reload();
  }

  async signOut(): Promise<void> {
    const account = this.currentAccount;
    if (!account) return;
    await this.drop(account);
  }

  async forget(accountId: string): Promise<void> {
    const account = this.storedAccounts.find((a) => a.id === accountId);
    if (!account) return;
    if (account.id === this.currentAccount?.id) return this.drop(account);
    await this.options.stopPush?.(account.token).catch(() => {});
    this.options.store.remove(this.options.host, account.id);
    this.sync();
  }

  /** Removes an account; switches to another stored one, or clears everything and goes to root. */
  private async drop(account: Account): Promise<void> {
    this.leaving.add(account.id);
    await this.options.stopPush?.(account.token).catch(() => {});
    this.options.store.remove(this.options.host, account.id);
    this.sync();
    const next = this.storedAccounts[0];
    if (next) {
      this.options.store.setCurrent(this.options.host, next.id);
      this.sync();
      this.options.load('/');
      return;
    }
    await this.options.clearClientData();
    this.options.load('/');
  }

  private sync(): void {
    this.storedAccounts = this.options.store.accounts(this.options.host);
    const current = this.options.store.current(this.options.host);
    this.currentAccount = this.storedAccounts.find((a) => a.id === current?.id) ?? null;
    this.listeners.notify();
  }
}
