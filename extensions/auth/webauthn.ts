// The browser half of security keys and passkeys. SimpleWebAuthn's browser code loads only when
// a key is asked for, never with the sign-in form itself.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Asks the browser to create a key for the server's registration options. */
export async function createKey(options: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** Asks the browser to answer the server's sign-in challenge with a key. */
export async function answerWithKey(options: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** Whether the browser refused or the person cancelled (or it timed out): a name, not an API error. */
export const isKeyRequestCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
