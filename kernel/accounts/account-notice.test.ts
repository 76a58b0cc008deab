import { describe, expect, it } from 'vitest';
import { createKernelI18n } from '../i18n/kernel-i18n';
import enUS from '../locales/en-US.json';
import { accountNotice, deletionInProgressNotice } from './account-notice';

const i18n = createKernelI18n(
  { lang: 'en-US', current: enUS, fallback: enUS },
  { get: () => [], subscribe: () => () => {} },
);

// Spec 001 section 8: "A deleted account shows a warning that deletion is in progress."
describe('the notices of an account that stopped working', () => {
  it('warns that a deleted account’s deletion is in progress', () => {
    const notice = accountNotice('deleted', new Error('USER_IS_DELETED'), i18n);
    expect(notice.type).toBe('warning');
    expect(notice.title).toBe(enUS['kernel.account.deleting.title']);
    expect(notice.text).toMatch(/is deleting this account/);
  });

  it('warns the same while the server still answers for an account it is deleting', () => {
    const notice = deletionInProgressNotice(i18n);
    expect(notice).toMatchObject({ type: 'warning', title: enUS['kernel.account.deleting.title'] });
    expect(notice.text).toMatch(/is deleting this account/);
  });

  it('shows a suspension as an error', () => {
    expect(accountNotice('suspended', null, i18n)).toMatchObject({ type: 'error', title: 'Account suspended' });
  });
});
