import './auth.css';
import type { TesseraHost } from '@tessera/sdk';
import { HostContext } from '@tessera/sdk';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** Shows the sign-in or sign-up form in a dialog; a successful one reloads into the account. */
export async function openAuthDialog(host: TesseraHost, form: 'signIn' | 'signUp'): Promise<void> {
  await host.modals.open<void>((close) => (
    <HostContext.Provider value={host}>
      <div className="auth-dialog">
        {form === 'signIn' ? (
          <SignInForm onCancel={() => close(undefined)} />
        ) : (
          <SignUpForm onCancel={() => close(undefined)} />
        )}
      </div>
    </HostContext.Provider>
  ));
}
