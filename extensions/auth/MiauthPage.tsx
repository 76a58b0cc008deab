import { type PageProps, useCurrentRoute, useHost } from '@tessera/sdk';
import { useMemo } from 'react';
import { AppConsent } from './AppConsent';
import { callbackWith, readMiauthRequest } from './miauth-request';

/**
 * /miauth/{session}: an app asks to use the account with some permissions. Allowing issues a
 * token limited to them (miauth/gen-token) and returns to the app's callback, which collects the
 * token with miauth/{session}/check; denying issues nothing.
 */
export default function MiauthPage({ params }: PageProps) {
  const host = useHost();
  const route = useCurrentRoute();
  const request = useMemo(
    () => readMiauthRequest(params.session ?? '', route.fullPath.split('?')[1]?.split('#')[0] ?? ''),
    [params.session, route.fullPath],
  );
  const consent = {
    name: request.name,
    icon: request.icon,
    permission: request.permission,
    returnTo: request.callback ? callbackWith(request.callback, 'session', request.session) : null,
  };
  const allow = async () => {
    await host.api.call('miauth/gen-token', {
      session: request.session,
      name: request.name,
      iconUrl: request.icon,
      permission: request.permission as never,
    });
  };
  return <AppConsent request={consent} allow={allow} />;
}
