import type { ExtensionContext } from '@tessera/sdk';

/** The sign-in and sign-up commands: each opens its form in a dialog. */
export function activate(ctx: ExtensionContext): void {
  const open = (form: 'signIn' | 'signUp') => async () => {
    const { openAuthDialog } = await import('./open-auth-dialog');
    await openAuthDialog(ctx.host, form);
  };
  ctx.commands.register('auth.signIn', open('signIn'));
  ctx.commands.register('auth.signUp', open('signUp'));
  ctx.commands.register('auth.requestToken', async (request) => {
    const { requestToken } = await import('./TokenRequestDialog');
    return requestToken(ctx.host, request);
  });
}
