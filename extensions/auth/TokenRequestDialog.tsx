import { HostContext, type TesseraHost, useExtensionStrings, useHost } from '@tessera/sdk';
import { useId, useState } from 'react';
import type { TokenRequest } from './api';
import { describePermission } from './permission-names';
import './auth.css';

/**
 * Asks the person for a token of their account on behalf of something in the client (an AiScript
 * plugin, as Misskey does): they name it, keep or drop each permission, and allow or cancel.
 * Allowing issues the token with miauth/gen-token; it shows in Settings > Apps like any other.
 */
export async function requestToken(host: TesseraHost, request: TokenRequest): Promise<string | null> {
  const token = await host.modals.open<string>(
    (close) => (
      <HostContext.Provider value={host}>
        <TokenRequestForm request={request} close={close} />
      </HostContext.Provider>
    ),
    'dialog',
    { label: request.name },
  );
  return token ?? null;
}

function TokenRequestForm({ request, close }: { request: TokenRequest; close(token: string | undefined): void }) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const nameId = useId();
  const [name, setName] = useState(request.name);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(request.permissions));
  const [busy, setBusy] = useState(false);
  const toggle = (permission: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(permission)) next.add(permission);
      return next;
    });
  const allow = async () => {
    setBusy(true);
    try {
      const { token } = await host.api.call('miauth/gen-token', {
        session: request.session ?? null,
        name: name.trim() || request.name,
        permission: request.permissions.filter((p) => chosen.has(p)) as never,
      });
      close(token);
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="auth-dialog auth-token-request"
      onSubmit={(event) => {
        event.preventDefault();
        void allow();
      }}
    >
      <h2>{t('tokenRequest.title')}</h2>
      {request.information && <p>{request.information}</p>}
      <label htmlFor={nameId}>{t('tokenRequest.name')}</label>
      <input id={nameId} className="input" value={name} maxLength={128} onChange={(e) => setName(e.target.value)} />
      <fieldset className="auth-token-permissions">
        <legend>{t('miauth.permissions')}</legend>
        {request.permissions.map((permission) => (
          <label key={permission}>
            <input type="checkbox" checked={chosen.has(permission)} onChange={() => toggle(permission)} />
            {describePermission(t, permission)}
          </label>
        ))}
      </fieldset>
      <div className="auth-buttons">
        <button type="button" className="button" onClick={() => close(undefined)}>
          {t('tokenRequest.cancel')}
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {t('miauth.allow')}
        </button>
      </div>
    </form>
  );
}
