import type { I18n } from '@tessera/sdk';
import type { AccountProblem } from './account-errors';

/**
 * The notice shown when the active account stops working (spec 001 section 8): suspended,
 * deleted, token revoked, or 'failed to fetch account information' with the error as JSON.
 */
export function accountNotice(problem: Exclude<AccountProblem, 'unavailable'>, error: unknown, i18n: I18n) {
  if (problem === 'other') {
    const details = error && typeof error === 'object' ? JSON.stringify(error) : String(error);
    return { title: i18n.t('kernel.account.fetchFailed.title'), text: details };
  }
  return { title: i18n.t(`kernel.account.${problem}.title`), text: i18n.t(`kernel.account.${problem}.text`) };
}
