import { defineEndpoint } from '../endpoint';
import { text } from '../schema';

/** The type Misskey names a parameter by: its JSON-schema type, capitalised ('String', 'Integer'). */
function typeName(schema: unknown): string {
  const type = (schema as { type?: unknown } | null)?.type;
  const first = Array.isArray(type) ? (type.find((t) => t !== 'null') ?? type[0]) : type;
  const name = typeof first === 'string' ? first : 'any';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** An endpoint's parameters with their types, or null for an endpoint this server does not have. */
export default defineEndpoint({
  name: 'endpoint',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { endpoint: text(256) }, required: ['endpoint'] },
  async handle(params) {
    const { endpoints } = await import('./index');
    const found = endpoints.find((endpoint) => endpoint.name === params.endpoint);
    if (!found) return null;
    const properties = (found.params as { properties?: Record<string, unknown> }).properties ?? {};
    return { params: Object.entries(properties).map(([name, schema]) => ({ name, type: typeName(schema) })) };
  },
});
