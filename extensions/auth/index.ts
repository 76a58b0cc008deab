import { defineExtension } from '@tessera/sdk';

declare module '@tessera/sdk' {
  interface CommandMap {
    /** Opens the sign-in dialog. */
    'auth.signIn': () => Promise<void>;
    /** Opens the sign-up dialog. */
    'auth.signUp': () => Promise<void>;
  }
}

/** Signing in and up, the first administrator's setup, the welcome page and the account menu. */
export default defineExtension({
  id: 'auth',
  title: 'Sign-in',
  description: 'The welcome page, setting up the first administrator, signing up, signing in and the account menu.',
  activate(ctx) {
    const open = (form: 'signIn' | 'signUp') => async () => {
      const { openAuthDialog } = await import('./open-auth-dialog');
      await openAuthDialog(ctx.host, form);
    };
    ctx.commands.register('auth.signIn', open('signIn'));
    ctx.commands.register('auth.signUp', open('signUp'));
    ctx.routes.add({ path: '/', name: 'welcome', audience: 'visitor', page: () => import('./WelcomePage') });
    ctx.menu.add('account', {
      id: 'add-account',
      title: 'addAccount',
      icon: 'plus',
      order: 10,
      command: 'auth.signIn',
    });
    ctx.menu.add('account', {
      id: 'sign-out',
      title: 'signOut',
      icon: 'close',
      order: 20,
      danger: true,
      run: () => ctx.host.accounts.signOut(),
    });
  },
});
