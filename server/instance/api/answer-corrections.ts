import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Endpoints, entities } from 'misskey-js';
import type { PackedJob } from '../background-jobs';
import type { AdminShowUserAnswer } from '../moderation/admin-users';

/** The name of an endpoint as misskey-js knows it. */
type Name = keyof Endpoints;

/** Every answer misskey-js says an endpoint gives (all cases of its `$switch` results). */
export type MisskeyJsAnswer<E extends Name> = Endpoints[E]['res'] extends {
  $switch: { $cases: readonly (readonly [unknown, infer R])[]; $default: infer D };
}
  ? R | D
  : Endpoints[E]['res'];

/**
 * The one place where the local instance's answer types part from misskey-js's: each entry is
 * the answer Misskey really gives, used instead of misskey-js's type for that endpoint. Every
 * entry says how Misskey's answer differs; anything not listed here follows misskey-js exactly.
 */
export interface AnswerCorrections {
  /** Its sign-ins are Misskey's stored rows, not packed ones as misskey-js types them (see the type). */
  'admin/show-user': AdminShowUserAnswer;
  /**
   * Misskey answers nothing (204) while the caller still waits for an opponent; misskey-js types
   * only the game that starts.
   */
  'reversi/match': MisskeyJsAnswer<'reversi/match'> | undefined;
  /**
   * When the server requires an email address for sign-up, Misskey holds the account until the
   * address is confirmed and answers nothing (204); misskey-js types only the new account.
   */
  signup: MisskeyJsAnswer<'signup'> | undefined;
  /**
   * A note without text is answered with nothing (204), as Misskey's schema allows; misskey-js
   * types only the translation (its 204 response aside).
   */
  'notes/translate': MisskeyJsAnswer<'notes/translate'> | undefined;
  /**
   * Misskey answers SimpleWebAuthn's registration options as generated: optional fields
   * (`timeout`, `excludeCredentials`, `extensions`…) are left out rather than null, and may carry
   * `hints`; misskey-js's generated schema lists every field as present or null.
   */
  'i/2fa/register-key': PublicKeyCredentialCreationOptionsJSON;
  /**
   * The passkey step's `authRequest` is SimpleWebAuthn's authentication options as generated;
   * misskey-js types them with an older @simplewebauthn/types whose credential descriptors have
   * the literal type `'public-key'` where the generator's type says `string` (the value is the same).
   */
  'signin-flow':
    | Exclude<entities.SigninFlowResponse, { next: 'passkey' }>
    | { finished: false; next: 'passkey'; authRequest: PublicKeyCredentialRequestOptionsJSON };
  /** The first call's `option` is SimpleWebAuthn's authentication options, as for signin-flow's `authRequest`. */
  'signin-with-passkey':
    | entities.SigninWithPasskeyResponse
    | { option: PublicKeyCredentialRequestOptionsJSON; context: string };
  /**
   * A job's free-form parts (data, opts, the result) are whatever the job holds, and failedReason
   * is left out while nothing failed; misskey-js types the objects as empty and failedReason as
   * always present.
   */
  'admin/queue/jobs': PackedJob[];
  /** One job, as in admin/queue/jobs. */
  'admin/queue/show-job': PackedJob;
}
