import { RelativeTime, SwitchRow, useAccount, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import { createKey, isKeyRequestCancelled } from '../webauthn';
import { INTERNAL_ERROR_ID } from './error-ids';
import { SecretField } from './SecretField';

/** The wrong-password ids of i/2fa/register-key, key-done and remove-key. */
const WRONG_PASSWORD_IDS = [
  '38769596-efe2-4faf-9bec-abbb3f2cd9ba',
  '0d7ec6d2-e652-443e-a7bf-9ee9a0cd77b0',
  '141c598d-a825-44c8-9173-cfb9d92be493',
];

/** Whether this browser can create passkeys at all. */
const webAuthnAvailable = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * Security keys and passkeys (WebAuthn), on top of the authenticator app as Misskey has them:
 * added with the password and a code (the browser then asks for the key), renamed, removed, and
 * signing in with a key alone (without the password) switched on or off.
 */
export function SecurityKeySettings() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const me = useAccount()?.info;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  if (!me?.twoFactorEnabled) return null;
  const keys = me.securityKeysList ?? [];

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      // The browser's own refusal (cancelled, timed out, no authenticator) has a name, not an API id.
      if (isKeyRequestCancelled(error)) {
        await host.modals.dialog({ type: 'error', title: t('keys.cancelledTitle'), text: t('keys.cancelled') });
        return;
      }
      const customErrors = Object.fromEntries([
        [INTERNAL_ERROR_ID, { text: t('keys.refused') }],
        ...WRONG_PASSWORD_IDS.map((id) => [id, { text: t('wrongPassword') }]),
      ]);
      const { title, text } = host.describeError(error, { customErrors });
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  const secret = () => ({ password, token: code.replace(/\s/g, '') });

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const options = await host.api.call('i/2fa/register-key', secret());
      const credential = await createKey(options);
      await host.api.call('i/2fa/key-done', { ...secret(), name: name.trim(), credential: credential as never });
      setPassword('');
      setCode('');
      setName('');
      host.modals.toast(t('keys.added'));
    });
  };
  const rename = (credentialId: string, current: string) =>
    void run(async () => {
      const answer = await host.modals.dialog({
        title: t('keys.renameTitle'),
        input: { type: 'text', default: current, maxLength: 30 },
      });
      const next = answer.canceled ? '' : (answer.result ?? '').trim();
      if (next) await host.api.call('i/2fa/update-key', { credentialId, name: next });
    });
  const remove = (credentialId: string, keyName: string) =>
    void run(async () => {
      if (!password) {
        await host.modals.dialog({ type: 'error', title: t('keys.removeTitle'), text: t('keys.passwordFirst') });
        return;
      }
      if (!(await host.modals.confirm(t('keys.removeConfirm', { name: keyName }), { danger: true }))) return;
      await host.api.call('i/2fa/remove-key', { ...secret(), credentialId });
      setPassword('');
      setCode('');
    });

  return (
    <section className="two-factor" aria-labelledby="keys-title">
      <h2 id="keys-title">{t('keys.title')}</h2>
      <p className="form-hint">{t('keys.hint')}</p>
      {keys.length > 0 && (
        <ul className="app-tokens" aria-label={t('keys.title')}>
          {keys.map((key) => (
            <li key={key.id} className="app-token">
              <div className="app-token-info">
                <strong>{key.name}</strong>
                <span>
                  {t('keys.lastUsed')} <RelativeTime time={key.lastUsed} />
                </span>
              </div>
              <button
                type="button"
                className="button"
                aria-label={t('keys.rename', { name: key.name })}
                onClick={() => rename(key.id, key.name)}
              >
                {t('keys.renameShort')}
              </button>
              <button
                type="button"
                className="button danger"
                aria-label={t('keys.remove', { name: key.name })}
                onClick={() => remove(key.id, key.name)}
              >
                {t('keys.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {keys.length > 0 && (
        <SwitchRow
          label={t('keys.passwordLess')}
          checked={me.usePasswordLessLogin}
          onChange={(on) =>
            void run(async () => {
              await host.api.call('i/2fa/password-less', { value: on });
            })
          }
        />
      )}
      {webAuthnAvailable() ? (
        <form onSubmit={add} aria-label={t('keys.add')}>
          <div className="form-field">
            <label htmlFor={nameId}>{t('keys.name')}</label>
            <input id={nameId} required maxLength={30} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <SecretField label={t('password')} autoComplete="current-password" value={password} onChange={setPassword} />
          <SecretField label={t('code')} autoComplete="one-time-code" value={code} onChange={setCode} />
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {t('keys.addButton')}
            </button>
          </div>
        </form>
      ) : (
        <p className="form-hint">{t('keys.unsupported')}</p>
      )}
    </section>
  );
}
