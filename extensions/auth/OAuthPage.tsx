import { useAccount, useExtensionStrings } from '@tessera/sdk';
import { useState } from 'react';
import { AppConsent } from './AppConsent';
import { postOAuthDecision, takeOAuthRequest } from './oauth-request';
import './auth.css';

/**
 * /oauth/authorize: an app asks, through OAuth 2.0, to use the account. The server checked the
 * request and put it in the page (meta tags); Allow or Deny posts the decision with the account's
 * token and the server sends the browser back to the app with a code or a refusal.
 */
export default function OAuthPage() {
  const t = useExtensionStrings('auth');
  const account = useAccount();
  const [request] = useState(() => takeOAuthRequest(document));

  if (!request) {
    return (
      <section className="page-card auth-consent" aria-labelledby="oauth-gone">
        <h1 id="oauth-gone">{t('oauth.goneTitle')}</h1>
        <p role="alert">{t('oauth.gone')}</p>
      </section>
    );
  }
  const consent = {
    name: request.clientName,
    icon: request.clientLogo,
    permission: request.scopes,
    returnTo: null,
    leaves: true,
  };
  const decide = (allow: boolean) => {
    if (account) postOAuthDecision(document, request, account.token, allow);
  };
  return <AppConsent request={consent} allow={async () => decide(true)} deny={() => decide(false)} />;
}
