import { useExtensionStrings } from '@tessera/sdk';
import { useId } from 'react';
import { AdminPage } from '../AdminPage';
import { SaveBar, SwitchSetting, TextSetting } from '../MetaFields';
import { type MetaKey, useMetaForm } from '../use-meta-form';

const KEYS = [
  'enableEmail',
  'email',
  'smtpHost',
  'smtpPort',
  'smtpUser',
  'smtpPass',
  'smtpSecure',
] as const satisfies readonly MetaKey[];

/** /admin/email: sending mail (sign-up confirmation, password resets, notifications) through an SMTP server. */
export default function EmailSettingsPage() {
  const t = useExtensionStrings('admin');
  const portId = useId();
  const { draft, set, save, dirty, saving, error } = useMetaForm(KEYS);
  return (
    <AdminPage title={t('email.title')}>
      {error && <p role="alert">{error}</p>}
      {!draft && !error && <p role="status">{t('loading')}</p>}
      {draft && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <SwitchSetting label={t('email.enable')} value={draft.enableEmail} onChange={(v) => set('enableEmail', v)} />
          <TextSetting label={t('email.from')} type="email" value={draft.email} onChange={(v) => set('email', v)} />
          <TextSetting label={t('email.host')} value={draft.smtpHost} onChange={(v) => set('smtpHost', v)} />
          <div className="form-field">
            <label htmlFor={portId}>{t('email.port')}</label>
            <input
              id={portId}
              type="number"
              min={1}
              max={65535}
              value={draft.smtpPort ?? ''}
              onChange={(e) => set('smtpPort', e.target.value === '' ? null : Number(e.target.value))}
            />
          </div>
          <TextSetting label={t('email.user')} value={draft.smtpUser} onChange={(v) => set('smtpUser', v)} />
          <TextSetting
            label={t('email.password')}
            type="password"
            value={draft.smtpPass}
            onChange={(v) => set('smtpPass', v)}
          />
          <SwitchSetting label={t('email.secure')} value={draft.smtpSecure} onChange={(v) => set('smtpSecure', v)} />
          <SaveBar dirty={dirty} saving={saving} save={() => void save()} />
        </form>
      )}
    </AdminPage>
  );
}
