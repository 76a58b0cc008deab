import { HostContext, type TesseraHost } from '@tessera/sdk';
import { AccountSetupDialog } from './AccountSetupDialog';
import { resumeStep } from './steps';

/** Opens the setup wizard at the account's stored step (the first one when none is stored). */
export async function openAccountSetup(host: TesseraHost): Promise<void> {
  await host.i18n.loadStrings('onboarding.wizard');
  const start = resumeStep(host.preferences.get('accountSetupWizard')) ?? 0;
  await host.modals.open<void>(
    (close) => (
      <HostContext.Provider value={host}>
        <AccountSetupDialog start={start} close={() => close(undefined)} />
      </HostContext.Provider>
    ),
    'dialog',
    // Escape and the backdrop leave it for later, as its "Later" button does.
    { label: host.i18n.t('onboarding.wizard.title') },
  );
}
