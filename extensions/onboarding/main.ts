import type { ExtensionContext } from '@tessera/sdk';
import type {} from './api';

/** The commands that open the wizard and the tutorial; their code and strings load when opened. */
export function activate(ctx: ExtensionContext): void {
  const { host } = ctx;
  ctx.commands.register('onboarding.openWizard', async () => {
    const { openAccountSetup } = await import('./open-account-setup');
    await openAccountSetup(host);
  });
  ctx.commands.register('onboarding.openTutorial', async () => {
    const { openTutorial } = await import('./open-tutorial');
    await openTutorial(host);
  });
}
