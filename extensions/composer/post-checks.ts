import type { DialogOptions, TesseraHost } from '@tessera/sdk';

/** Spec 000 section 4: an account that has moved cannot compose. */
export function movedAccountNotice(host: TesseraHost): DialogOptions {
  const t = host.i18n.t;
  return { type: 'error', title: t('composer.accountMoved.title'), text: t('composer.accountMoved.text') };
}

/** The role's noteDraftLimit is reached: says so, with the limit when known, and what to do. */
export function draftLimitNotice(host: TesseraHost, limit: number | null): DialogOptions {
  const t = host.i18n.t;
  return {
    type: 'error',
    title: t('composer.drafts.limitTitle'),
    text: limit === null ? t('composer.drafts.limitUnknown') : t('composer.drafts.limit', { count: limit }),
  };
}

/**
 * Turning federation off asks first, with yes, never show again, and cancel, unless 'never
 * show again' was chosen before (spec 000 section 4).
 */
export async function confirmLocalOnly(host: TesseraHost): Promise<boolean> {
  if (host.preferences.get('composer.skipLocalOnlyConfirm')) return true;
  const t = host.i18n.t;
  const answer = await host.modals.dialog({
    type: 'question',
    title: t('composer.localOnly.title'),
    text: t('composer.localOnly.text'),
    actions: [
      { text: t('composer.localOnly.yes'), value: 'yes', primary: true },
      { text: t('composer.localOnly.never'), value: 'never' },
      { text: t('composer.cancel'), value: 'cancel' },
    ],
  });
  if (answer.canceled || answer.result === 'cancel') return false;
  if (answer.result === 'never') host.preferences.set('composer.skipLocalOnlyConfirm', true);
  return true;
}

/**
 * A public post that moves (scale or position effects) gets a warning: post as home, cancel,
 * or ignore and post as it is (spec 000 section 4).
 */
export async function warnMovingEffects(host: TesseraHost): Promise<'home' | 'cancel' | 'ignore'> {
  const t = host.i18n.t;
  const answer = await host.modals.dialog({
    type: 'warning',
    title: t('composer.movingEffects.title'),
    text: t('composer.movingEffects.text'),
    actions: [
      { text: t('composer.movingEffects.home'), value: 'home', primary: true },
      { text: t('composer.cancel'), value: 'cancel' },
      { text: t('composer.movingEffects.ignore'), value: 'ignore' },
    ],
  });
  if (answer.canceled) return 'cancel';
  return answer.result === 'home' || answer.result === 'ignore' ? answer.result : 'cancel';
}

/** Asks whether to add mentioned users who are not among a specified note's recipients. */
export async function offerToAddRecipients(host: TesseraHost, names: readonly string[]): Promise<boolean> {
  const t = host.i18n.t;
  const answer = await host.modals.dialog({
    type: 'question',
    title: t('composer.missingRecipients.title'),
    text: t('composer.missingRecipients.text', { users: names.join(', ') }),
    okText: t('composer.missingRecipients.add'),
    showCancel: true,
    cancelText: t('composer.missingRecipients.skip'),
  });
  return !answer.canceled;
}
