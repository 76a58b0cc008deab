import { Ajv, type ValidateFunction } from 'ajv';
import type { AnyEndpoint } from './endpoint';
import { apiErrors } from './errors';

const ajv = new Ajv({ useDefaults: true, allErrors: false, strict: false, coerceTypes: false });
const compiled = new WeakMap<AnyEndpoint, ValidateFunction>();

/**
 * Checks a call's parameters against the endpoint's schema, filling in defaults.
 * A mismatch is INVALID_PARAM with the failing schema path and reason, like Misskey's.
 */
export function validateParams(endpoint: AnyEndpoint, body: Record<string, unknown>): Record<string, unknown> {
  let validate = compiled.get(endpoint);
  if (!validate) {
    validate = ajv.compile(endpoint.params);
    compiled.set(endpoint, validate);
  }
  const params = { ...body };
  delete params.i;
  if (!validate(params)) {
    const first = validate.errors?.[0];
    throw apiErrors.invalidParam({
      param: first?.instancePath ? `#${first.instancePath}` : (first?.schemaPath ?? '#'),
      reason: first?.message ?? 'invalid',
    });
  }
  return params;
}
