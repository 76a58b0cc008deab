import { SwitchRow, useAccount, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import { SecretField } from './SecretField';
import './security-settings.css';

/** The notification types that can come by email, as Misskey offers them. */
const EMAIL_TYPES = ['mention', 'reply', 'quote', 'follow', 'receiveFollowRequest'] as const;

/**
 * Settings > Email: the account's address (changed or removed with the password, verified through
 * the link the server mails), and which notifications also come by email. On a server that sends
 * no email it says so and offers nothing to change.
 */
export default function EmailSettings() {
  const t = useExtensionStrings('auth');
  const meta = useEndpoint('meta', { detail: true });
  const info = useAccount()?.info;
  return (
    <section className="page-card settings-panel" aria-labelledby="email-settings-title">
      <h1 id="email-settings-title">{t('email.title')}</h1>
      {meta.status === 'loading' && <p role="status">{t('security.loading')}</p>}
      {meta.status === 'error' && <p role="alert">{t('email.failed')}</p>}
      {meta.status === 'ready' && !meta.data.enableEmail && <p className="form-hint">{t('email.unavailable')}</p>}
      {meta.status === 'ready' && meta.data.enableEmail && info && (
        <>
          <p>
            {info.email ? (
              <>
                <strong>{info.email}</strong>{' '}
                <span className={info.emailVerified ? 'email-verified' : 'email-unverified'}>
                  {info.emailVerified ? t('email.verified') : t('email.unverified')}
                </span>
              </>
            ) : (
              t('email.none')
            )}
          </p>
          <AddressForm current={info.email ?? null} />
          <EmailNotifications chosen={info.emailNotificationTypes ?? []} disabled={!info.emailVerified} />
        </>
      )}
    </section>
  );
}

/** Changing or removing the address: the password (and a code with two-factor) confirms it. */
function AddressForm({ current }: { current: string | null }) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const needsCode = useAccount()?.info?.twoFactorEnabled === true;
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const addressId = useId();

  const save = async (email: string | null) => {
    setBusy(true);
    try {
      await host.api.call('i/update-email', {
        password,
        email,
        ...(needsCode ? { token: code.replace(/\s/g, '') } : {}),
      });
      setAddress('');
      setPassword('');
      setCode('');
      host.modals.toast(email ? t('email.sent', { address: email }) : t('email.removed'));
    } catch (error) {
      // What was typed stays, for another try.
      const { title, text } = host.describeError(error, {
        customErrors: {
          'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3': { text: t('email.wrongPassword') },
          'a2defefb-f220-8849-0af6-17f816099323': { text: t('email.unavailableAddress') },
        },
      });
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) void save(address.trim());
  };

  return (
    <form onSubmit={submit} aria-label={t('email.change')}>
      <h2>{t('email.change')}</h2>
      <div className="form-field">
        <label htmlFor={addressId}>{t('email.address')}</label>
        <input
          id={addressId}
          type="email"
          autoComplete="email"
          required
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      </div>
      <SecretField label={t('password')} autoComplete="current-password" value={password} onChange={setPassword} />
      {needsCode && <SecretField label={t('code')} autoComplete="one-time-code" value={code} onChange={setCode} />}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {t('email.save')}
        </button>
        {current && (
          <button type="button" className="button danger" disabled={busy || !password} onClick={() => void save(null)}>
            {t('email.remove')}
          </button>
        )}
      </div>
    </form>
  );
}

/** Which notifications also come by email (emailNotificationTypes on the account). */
function EmailNotifications({ chosen, disabled }: { chosen: readonly string[]; disabled: boolean }) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const toggle = (type: string, on: boolean) => {
    const next = on ? [...chosen.filter((x) => x !== type), type] : chosen.filter((x) => x !== type);
    void host.apiWithDialog('i/update', { emailNotificationTypes: next }, { success: false });
  };
  return (
    <>
      <h2>{t('email.notifications')}</h2>
      {disabled && <p className="form-hint">{t('email.verifyFirst')}</p>}
      <div className="settings-list">
        {EMAIL_TYPES.map((type) => (
          <SwitchRow
            key={type}
            label={t(`email.type.${type}`)}
            checked={chosen.includes(type)}
            disabled={disabled}
            onChange={(on) => toggle(type, on)}
          />
        ))}
      </div>
    </>
  );
}
