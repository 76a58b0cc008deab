import { useAccount, useHost, usePreference } from '@tessera/sdk';
import { useEffect, useRef } from 'react';
import type {} from '../auth/api';
import type {} from './api';
import { resumeStep, startingStep, withPending } from './steps';

/**
 * Draws nothing. Notes the accounts signed up on this device (the sign-up signs in by loading the
 * page again), starts their wizard once they are signed in, and opens the wizard while the
 * account has a step left (Misskey shows it at start until it is finished or skipped).
 */
export default function AccountSetupStarter() {
  const host = useHost();
  const account = useAccount();
  const [stored, setStored] = usePreference('accountSetupWizard');
  const [pending, setPending] = usePreference('accountSetupPending');
  const opened = useRef<string | null>(null);

  useEffect(
    () =>
      host.events.on('auth.signedUp', ({ userId }) =>
        host.preferences.set('accountSetupPending', withPending(host.preferences.get('accountSetupPending'), userId)),
      ),
    [host],
  );

  const userId = account?.id ?? null;
  const signedUpHere = userId !== null && pending.includes(userId);
  useEffect(() => {
    if (!userId || !signedUpHere) return;
    setPending(pending.filter((id) => id !== userId));
    const start = startingStep(stored, true);
    if (start !== stored) setStored(start);
  }, [userId, signedUpHere, pending, stored, setPending, setStored]);

  const step = userId ? resumeStep(stored) : null;
  useEffect(() => {
    if (step === null || !userId || opened.current === userId) return;
    opened.current = userId;
    void host.commands.execute('onboarding.openWizard');
  }, [step, userId, host]);

  return null;
}
