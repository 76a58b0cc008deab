import { HostContext, type TesseraHost } from '@tessera/sdk';
import { TutorialDialog } from './TutorialDialog';

/** Opens the tutorial from its first step. */
export async function openTutorial(host: TesseraHost): Promise<void> {
  await host.i18n.loadStrings('onboarding.tutorial');
  await host.modals.open<void>(
    (close) => (
      <HostContext.Provider value={host}>
        <TutorialDialog close={() => close(undefined)} />
      </HostContext.Provider>
    ),
    'dialog',
    { label: host.i18n.t('onboarding.tutorial.title') },
  );
}
