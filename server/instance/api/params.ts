import { Ajv, type ValidateFunction } from 'ajv';
import { apiErrors } from '../errors';
import type { AnyEndpoint } from './endpoint';

const ajv = new Ajv({ useDefaults: true, allErrors: false, strict: false, coerceTypes: false });
// Misskey's id format; ours also bounds the length, so no lookup ever gets a megabyte of id.
ajv.addFormat('misskey:id', /^[a-zA-Z0-9-]{1,64}$/);
const compiled = new WeakMap<AnyEndpoint, ValidateFunction>();

/**
 * Checks a call's parameters against the endpoint's schema, filling in defaults.
 * A mismatch is INVALID_PARAM with the failing schema path and reason, like Misskey's.
 */
export function validateParams(
  endpoint: AnyEndpoint,
  body: Record<string, unknown>,
  options: { castStrings: boolean } = { castStrings: false },
): Record<string, unknown> {
  let validate = compiled.get(endpoint);
  if (!validate) {
    validate = ajv.compile(endpoint.params);
    compiled.set(endpoint, validate);
  }
  const params = { ...body };
  delete params.i;
  if (options.castStrings) castStringValues(endpoint, params);
  if (!validate(params)) {
    const first = validate.errors?.[0];
    throw apiErrors.invalidParam({
      param: first?.instancePath ? `#${first.instancePath}` : (first?.schemaPath ?? '#'),
      reason: first?.message ?? 'invalid',
    });
  }
  return params;
}

/**
 * Query strings and multipart fields carry only text; like Misskey, read a boolean, number or
 * integer parameter sent as text as JSON, and refuse it with INVALID_PARAM when it is not.
 */
function castStringValues(endpoint: AnyEndpoint, params: Record<string, unknown>): void {
  for (const [key, schema] of Object.entries(endpoint.params.properties)) {
    const type = (schema as { type?: unknown }).type;
    const value = params[key];
    if (typeof value !== 'string' || (type !== 'boolean' && type !== 'number' && type !== 'integer')) continue;
    try {
      params[key] = JSON.parse(value);
    } catch {
      throw apiErrors.invalidParam({ param: key, reason: `cannot cast to ${type}` });
    }
  }
}
