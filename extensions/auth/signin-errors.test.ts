import { ApiError } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import EN from './locales/en-US.json';
import JA from './locales/ja-JP.json';
import { signinErrorKey } from './signin-errors';

/** A sign-in error as Misskey's signin-flow sends most of them: the id alone. */
const refused = (id: string, status = 403) =>
  new ApiError({ code: `HTTP_${status}`, message: '', id }, status, 'signin-flow');

describe("the sign-in form's words for Misskey's sign-in errors", () => {
  it('says what each id means, the address limit included', () => {
    expect(signinErrorKey(refused('6cc579cc-885d-43d8-95c2-b8c7fc963280', 404))).toBe('noSuchUser');
    expect(signinErrorKey(refused('932c904e-9460-45b7-9ce6-7ed33be7eb2c'))).toBe('wrongPassword');
    expect(signinErrorKey(refused('e03a5f46-d309-4865-9b69-56282d94e1eb'))).toBe('suspended');
    expect(signinErrorKey(refused('cdf1235b-ac71-46d4-a3a6-84ccce48df6f'))).toBe('wrongCode');
    const limit = new ApiError(
      {
        code: 'TOO_MANY_AUTHENTICATION_FAILURES',
        message: 'Too many failed attempts to sign in. Try again later.',
        id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
      },
      429,
      'signin-flow',
    );
    expect(signinErrorKey(limit)).toBe('tooManyAttempts');
    expect(EN.tooManyAttempts).not.toMatch(/create/);
    expect(signinErrorKey(refused('93b86c4b-72f9-40eb-9815-798928603d1e'))).toBe('keyRefused');
    expect(signinErrorKey(refused('2d84773e-f7b7-4d0b-8f72-bb69b584c912'), true)).toBe('passkeyOff');
  });

  it('reads the wrong-password id from signin-with-passkey as a passkey not accepted', () => {
    expect(signinErrorKey(refused('932c904e-9460-45b7-9ce6-7ed33be7eb2c'), true)).toBe('keyRefused');
  });

  it('leaves any other error to the general words (the server message and id)', () => {
    expect(signinErrorKey(refused('some-other-id'))).toBeNull();
    expect(signinErrorKey(new Error('offline'))).toBeNull();
  });

  it('has every string in English and Japanese', () => {
    const ids = [
      '6cc579cc-885d-43d8-95c2-b8c7fc963280',
      '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
      'e03a5f46-d309-4865-9b69-56282d94e1eb',
      'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
      '22d05606-fbcf-421a-a2db-b32610dcfd1b',
      '36b96a7d-b547-412d-aeed-2d611cdc8cdc',
      '652f899f-66d4-490e-993e-6606c8ec04c3',
      '93b86c4b-72f9-40eb-9815-798928603d1e',
      'b18c89a7-5b5e-4cec-bb5b-0419f332d430',
      '2d84773e-f7b7-4d0b-8f72-bb69b584c912',
      '4e30e80c-e338-45a0-8c8f-44455efa3b76',
    ];
    for (const id of ids) {
      const key = signinErrorKey(refused(id)) as keyof typeof EN & keyof typeof JA;
      expect(EN[key], id).toBeTruthy();
      expect(JA[key], id).toBeTruthy();
    }
  });
});
