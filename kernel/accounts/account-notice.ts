import type { I18n } from '@tessera/sdk';
import type { AccountProblem } from './account-errors';

/**
 * The notice shown when the active account stops working (spec 001 section 8): suspended,
 * deleted (a warning that its deletion is in progress), token revoked, or 'failed to fetch
 * account information' with the error as JSON.
 */
export function accountNotice(problem: Exclude<AccountProblem, 'unavailable'>, error: unknown, i18n: I18n) {
  if (problem === 'other') {
    const details = error && typeof error === 'object' ? JSON.stringify(error) : String(error);
    return { type: 'error', title: i18n.t('kernel.account.fetchFailed.title'), text: details } as const;
  }
  if (problem === 'deleted') {
    return {
      type: 'warning',
      title: i18n.t('kernel.account.deleting.title'),
      text: i18n.t('kernel.account.deleting.text'),
    } as const;
  }
  return {
    type: 'error',
    title: i18n.t(`kernel.account.${problem}.title`),
    text: i18n.t(`kernel.account.${problem}.text`),
  } as const;
}

/**
 * The warning for an account the server answers for while deleting it (its `isDeleted` is true):
 * it still works for now, as on Misskey, until the deletion is done.
 */
export function deletionInProgressNotice(i18n: I18n) {
  return {
    type: 'warning',
    title: i18n.t('kernel.account.deleting.title'),
    text: i18n.t('kernel.account.deleting.stillUsable'),
  } as const;
}
