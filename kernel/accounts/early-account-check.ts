import type { Account } from '../../sdk/accounts';
import type { ApiClient } from '../../sdk/api';
import type { entities } from 'misskey-js';
import { KernelApiClient } from '../api/api-client';
import { AccountStore } from './account-store';

/**
 * The account check (`i`) for the device's active account, sent as the page starts, before the
 * strings and the kernel: its round trip overlaps theirs instead of following them. The kernel
 * takes its answer for its own check when the account is still the active one.
 */
export class EarlyAccountCheck {
  private pending: { token: string; me: Promise<entities.MeDetailed> } | null;

  private constructor(token: string, me: Promise<entities.MeDetailed>) {
    // Whoever takes the answer handles its failure; until then it must not be "unhandled".
    me.catch(() => {});
    this.pending = { token, me };
  }

  /** Starts the check for the active account of this page's server; null for a visitor. */
  static start(win: Window): EarlyAccountCheck | null {
    const account = new AccountStore(win.localStorage).current(win.location.host);
    return account ? EarlyAccountCheck.of(account, new KernelApiClient({ origin: '', token: () => account.token })) : null;
  }

  /** Starts the check for this account through an API client holding its token. */
  static of(account: Account, api: ApiClient): EarlyAccountCheck {
    return new EarlyAccountCheck(account.token, api.call('i', {}));
  }

  /** The answer for this token, once; null when the check was for another token or is taken. */
  take(token: string): Promise<entities.MeDetailed> | null {
    if (this.pending?.token !== token) return null;
    const { me } = this.pending;
    this.pending = null;
    return me;
  }
}
