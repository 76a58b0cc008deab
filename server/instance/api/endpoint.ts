import type { Endpoints } from 'misskey-js';
import type { ApiContext } from './context';
import type { Permission } from './permissions';
import type { RateLimit } from './rate-limit';

/** The name of an endpoint as misskey-js knows it. */
export type EndpointName = keyof Endpoints;

/** Every answer an endpoint may give (all cases of misskey-js's `$switch` results). */
export type EndpointAnswer<E extends EndpointName> = Endpoints[E]['res'] extends {
  $switch: { $cases: readonly (readonly [unknown, infer R])[]; $default: infer D };
}
  ? R | D
  : Endpoints[E]['res'];

/** A JSON schema for an endpoint's parameters (the subset Misskey's endpoints use). */
export interface ParamSchema {
  type: 'object';
  properties: Record<string, object>;
  required?: readonly string[];
  anyOf?: readonly object[];
}

/**
 * One API endpoint of the local instance. Its parameters and result are tied to misskey-js's
 * `Endpoints` types, so the compiler notices when a handler drifts from Misskey's contract;
 * the JSON schema checks the same parameters at run time, as Misskey does.
 */
export interface EndpointDefinition<E extends EndpointName> {
  name: E;
  /** Answers CREDENTIAL_REQUIRED to a call without a valid token. */
  requireCredential: boolean;
  /**
   * The permission an app token needs (Misskey's `kind`). With null, an endpoint that needs
   * credentials refuses every app token with PERMISSION_DENIED, as Misskey does.
   */
  kind: Permission | null;
  /** Native tokens only (Misskey's `secure`): an app token gets ACCESS_DENIED. */
  secure?: boolean;
  requireModerator?: boolean;
  requireAdmin?: boolean;
  /** Refused with YOUR_ACCOUNT_MOVED for an account that has moved away. */
  prohibitMoved?: boolean;
  /** Misskey's rate limit for the endpoint, or null for none. */
  limit: RateLimit | null;
  /** Takes a multipart upload: fields as parameters, the file in the context. */
  requireFile?: boolean;
  /** Accepts GET with the parameters in the query string, as Misskey does for cacheable endpoints. */
  allowGet?: boolean;
  params: ParamSchema;
  handle(params: Endpoints[E]['req'], ctx: ApiContext): Promise<EndpointAnswer<E>> | EndpointAnswer<E>;
}

/** Any endpoint, for the registry. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds endpoints of every name; each is checked where it is defined.
export type AnyEndpoint = EndpointDefinition<any>;

/** Declares an endpoint; only for its type checking. */
export function defineEndpoint<E extends EndpointName>(def: EndpointDefinition<E>): EndpointDefinition<E> {
  return def;
}
