import { useAccount, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useId, useState } from 'react';
import { INTERNAL_ERROR_ID } from './error-ids';
import { SecretField } from './SecretField';

/** i/2fa/register's and i/2fa/unregister's wrong-password ids. */
const WRONG_PASSWORD_IDS = ['78d6c839-20c9-4c66-b90a-fc0542168b48', '7add0395-9901-4098-82f9-4f67af65f775'];

type Stage =
  | { kind: 'idle' }
  | { kind: 'scan'; setup: entities.I2faRegisterResponse }
  | { kind: 'codes'; backupCodes: string[] };

/**
 * Two-factor authentication with an authenticator app (TOTP): set up with the password, a QR
 * code (or the secret typed in) and a first code; then the backup codes, shown once; turned off
 * with the password and a code.
 */
export function TwoFactorSettings() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const me = useAccount()?.info;
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const secretId = useId();
  if (!me) return null;

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      const customErrors = Object.fromEntries([
        [INTERNAL_ERROR_ID, { text: t('twoFactor.codeRefused') }],
        ...WRONG_PASSWORD_IDS.map((id) => [id, { text: t('wrongPassword') }]),
      ]);
      const { title, text } = host.describeError(error, { customErrors });
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  const typedCode = () => code.replace(/\s/g, '');

  const begin = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const setup = await host.api.call('i/2fa/register', { password });
      setPassword('');
      setCode('');
      setStage({ kind: 'scan', setup });
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { backupCodes } = await host.api.call('i/2fa/done', { token: typedCode() });
      setCode('');
      await host.accounts.refresh();
      setStage({ kind: 'codes', backupCodes });
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await host.api.call('i/2fa/unregister', { password, token: typedCode() });
      setPassword('');
      setCode('');
      await host.accounts.refresh();
      host.modals.toast(t('twoFactor.turnedOff'));
    });
  };

  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('twoFactor.title')}</h2>
      {stage.kind === 'scan' ? (
        <form onSubmit={confirm} aria-label={t('twoFactor.confirmTitle')}>
          <p>{t('twoFactor.scan')}</p>
          <img className="two-factor-qr" src={stage.setup.qr} alt={t('twoFactor.qrAlt')} width={180} height={180} />
          <label className="form-hint" htmlFor={secretId}>
            {t('twoFactor.typeSecret')}
          </label>
          <input
            id={secretId}
            className="two-factor-secret"
            readOnly
            value={stage.setup.secret}
            aria-label={t('twoFactor.secret')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <SecretField label={t('code')} autoComplete="one-time-code" value={code} onChange={setCode} />
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {t('twoFactor.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setStage({ kind: 'idle' })}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : stage.kind === 'codes' ? (
        <BackupCodes codes={stage.backupCodes} onDone={() => setStage({ kind: 'idle' })} />
      ) : me.twoFactorEnabled ? (
        <form onSubmit={turnOff} aria-label={t('twoFactor.turnOff')}>
          <p>
            {t('twoFactor.on')} {t(`twoFactor.stock.${me.twoFactorBackupCodesStock}`)}
          </p>
          <SecretField label={t('password')} autoComplete="current-password" value={password} onChange={setPassword} />
          <SecretField label={t('code')} autoComplete="one-time-code" value={code} onChange={setCode} />
          <div className="form-actions">
            <button type="submit" className="button danger" disabled={busy}>
              {t('twoFactor.turnOff')}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={begin} aria-label={t('twoFactor.setUp')}>
          <p>{t('twoFactor.off')}</p>
          <SecretField label={t('password')} autoComplete="current-password" value={password} onChange={setPassword} />
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {t('twoFactor.setUp')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The backup codes, shown once after the set-up, to copy or save as a text file. */
function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [fileUrl] = useState(() => URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' })));
  const done = () => {
    URL.revokeObjectURL(fileUrl);
    onDone();
  };
  return (
    <div className="two-factor-codes">
      <p role="status">{t('twoFactor.enabled')}</p>
      <p>{t('twoFactor.codesHint')}</p>
      <ol className="backup-codes" aria-label={t('twoFactor.codes')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void host.copyToClipboard(codes.join('\n'))}>
          {t('twoFactor.copyCodes')}
        </button>
        <a className="button" href={fileUrl} download={`${location.host}-backup-codes.txt`}>
          {t('twoFactor.downloadCodes')}
        </a>
        <button type="button" className="button primary" onClick={done}>
          {t('twoFactor.savedCodes')}
        </button>
      </div>
    </div>
  );
}
