import { ApiError, SIGNIN_LIMIT_ERROR_ID } from '@tessera/sdk';

/** The password is not right; from signin-with-passkey, the passkey was not accepted. */
const REFUSED = '932c904e-9460-45b7-9ce6-7ed33be7eb2c';

/**
 * The error ids of Misskey's sign-in (signin-flow and signin-with-passkey answer most of them
 * with the id alone), each with the key of the form's string saying it.
 */
const SIGNIN_ERRORS: Readonly<Record<string, string>> = {
  '6cc579cc-885d-43d8-95c2-b8c7fc963280': 'noSuchUser',
  [REFUSED]: 'wrongPassword',
  'e03a5f46-d309-4865-9b69-56282d94e1eb': 'suspended',
  'cdf1235b-ac71-46d4-a3a6-84ccce48df6f': 'wrongCode',
  [SIGNIN_LIMIT_ERROR_ID]: 'tooManyAttempts',
  // A security key or passkey: one the server does not know, one whose answer does not verify.
  '36b96a7d-b547-412d-aeed-2d611cdc8cdc': 'unknownKey',
  '652f899f-66d4-490e-993e-6606c8ec04c3': 'unknownKey',
  '93b86c4b-72f9-40eb-9815-798928603d1e': 'keyRefused',
  'b18c89a7-5b5e-4cec-bb5b-0419f332d430': 'keyRefused',
  // signin-with-passkey: the passkey is fine, but its account signs in with its password.
  '2d84773e-f7b7-4d0b-8f72-bb69b584c912': 'passkeyOff',
  // The captcha was not passed (the local instance's error; Misskey answers a bare 400).
  '3e4a2f7c-8d1b-4c55-9a0e-6b2d7f1c9e34': 'captchaFailed',
  // Refused for no reason it names.
  '4e30e80c-e338-45a0-8c8f-44455efa3b76': 'failed',
};

/**
 * The key of the sign-in form's string for a failed sign-in call, or null when the error is none
 * of Misskey's sign-in errors (then the kernel's own words say it). `passkey`: the call was
 * signin-with-passkey, where the wrong-password id means the passkey was not accepted.
 */
export function signinErrorKey(error: unknown, passkey = false): string | null {
  if (!(error instanceof ApiError)) return null;
  if (passkey && error.id === REFUSED) return 'keyRefused';
  return SIGNIN_ERRORS[error.id] ?? null;
}
