import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import { INTERNAL_ERROR_ID } from './error-ids';

/**
 * Settings > Security: regenerating the account's access token (i/regenerate-token, with the
 * password), after a warning that every signed-in device is signed out. The server then tells
 * every session of the account (myTokenRegenerated), this one too, and the kernel signs the
 * account out of each device with its notice.
 */
export function RegenerateTokenSettings() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [busy, setBusy] = useState(false);

  const regenerate = async () => {
    const sure = await host.modals.dialog({ type: 'warning', text: t('security.regenerateConfirm'), showCancel: true });
    if (sure.canceled) return;
    const password = await host.modals.dialog({
      title: t('security.regeneratePassword'),
      input: { type: 'password', autocomplete: 'current-password' },
      showCancel: true,
    });
    if (password.canceled || !password.result) return;
    setBusy(true);
    try {
      await host.apiWithDialog(
        'i/regenerate-token',
        { password: password.result },
        {
          waiting: false,
          success: false,
          customErrors: { [INTERNAL_ERROR_ID]: { text: t('security.regenerateFailed') } },
        },
      );
    } catch {
      // apiWithDialog told the person what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2>{t('security.token')}</h2>
      <p className="form-hint">{t('security.tokenHint')}</p>
      <div className="form-actions">
        <button type="button" className="button danger" disabled={busy} onClick={() => void regenerate()}>
          {t('security.regenerate')}
        </button>
      </div>
    </>
  );
}
