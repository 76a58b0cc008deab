import type { Endpoints, entities } from 'misskey-js';
import type { ApiError } from '../errors';
import type { Kind } from '../permissions';
import type { AnswerCorrections, MisskeyJsAnswer } from './answer-corrections';
import type { ApiContext } from './context';
import type { RateLimit } from './rate-limit';
import type { SchemaType } from './schema-type';

/** The name of an endpoint as misskey-js knows it. */
export type EndpointName = keyof Endpoints;

/**
 * Every answer an endpoint may give: misskey-js's result type, or the corrected one where
 * Misskey's real answer differs from it (see answer-corrections.ts).
 */
export type EndpointAnswer<E extends EndpointName> = E extends keyof AnswerCorrections
  ? AnswerCorrections[E]
  : MisskeyJsAnswer<E>;

/** A JSON schema for an endpoint's parameters (the subset Misskey's endpoints use). */
export interface ParamSchema {
  type: 'object';
  properties: Record<string, object>;
  required?: readonly string[];
  anyOf?: readonly object[];
}

/**
 * One API endpoint of the local instance, in a file of its own named as Misskey names it
 * (`endpoints/notes/create.ts`). Its parameters' type is derived from the JSON schema that checks
 * them at run time, as Misskey does; its result is tied to misskey-js's `Endpoints` types, so the
 * compiler notices when a handler drifts from Misskey's contract.
 */
export interface EndpointDefinition<E extends EndpointName, P extends ParamSchema = ParamSchema> {
  name: E;
  /** Answers CREDENTIAL_REQUIRED to a call without a valid token. */
  requireCredential: boolean;
  /**
   * The permission an app token needs (Misskey's `kind`). With null, an endpoint that needs
   * credentials refuses every app token with PERMISSION_DENIED, as Misskey does.
   */
  kind: Kind | null;
  /** Native tokens only (Misskey's `secure`): an app token gets ACCESS_DENIED. */
  secure?: boolean;
  requireModerator?: boolean;
  requireAdmin?: boolean;
  /** A role policy the caller needs (administrators pass); else ROLE_PERMISSION_DENIED, as Misskey answers. */
  requireRolePolicy?: BooleanPolicy;
  /** Refused with YOUR_ACCOUNT_MOVED for an account that has moved away. */
  prohibitMoved?: boolean;
  /** Misskey's rate limit for the endpoint, or null for none. */
  limit: RateLimit | null;
  /** What a call the limit refuses is answered with, when not RATE_LIMIT_EXCEEDED (Misskey's sign-in has its own). */
  limitError?: () => ApiError;
  /** Takes a multipart upload: fields as parameters, the file in the context. */
  requireFile?: boolean;
  /** Accepts GET with the parameters in the query string, as Misskey does for cacheable endpoints. */
  allowGet?: boolean;
  params: P;
  handle(params: SchemaType<P>, ctx: ApiContext): Promise<EndpointAnswer<E>> | EndpointAnswer<E>;
}

/** The role policies that are switches (canImportFollowing, canPublicNote…). */
export type BooleanPolicy = {
  [K in keyof entities.RolePolicies]: entities.RolePolicies[K] extends boolean ? K : never;
}[keyof entities.RolePolicies];

/** Any endpoint, for the registry. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds endpoints of every name; each is checked where it is defined.
export type AnyEndpoint = EndpointDefinition<any, any>;

/** Declares an endpoint; only for its type checking. */
export function defineEndpoint<E extends EndpointName, const P extends ParamSchema>(
  def: EndpointDefinition<E, P> & ParamsFitMisskey<E, P>,
): EndpointDefinition<E, P> {
  return def;
}

/**
 * Fails to compile, naming misskey-js's parameters, when the schema's parameters are not a
 * valid call of Misskey's endpoint (a wrong type, a required one left optional). A multipart
 * endpoint's `file` is the upload itself, not a schema property.
 */
type ParamsFitMisskey<E extends EndpointName, P> = [SchemaType<P>] extends [WithoutUpload<Endpoints[E]['req']>]
  ? unknown
  : { paramsDifferFromMisskey: Endpoints[E]['req'] };

type WithoutUpload<Req> = Req extends { file: Blob } ? Omit<Req, 'file'> : Req;
