import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot, postNote, setUpAdmin, startTestInstance, type TestInstance } from '../../testing';
import type { AnyEndpoint } from './endpoint';

/** The part of JSON schema the endpoints use. */
interface Schema {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: readonly string[];
}

interface Case {
  label: string;
  value: unknown;
  /** Invalid by the schema itself: must be INVALID_PARAM about this very parameter. */
  schemaInvalid: boolean;
}

const typesOf = (s: Schema): string[] =>
  s.type === undefined ? [] : typeof s.type === 'string' ? [s.type] : [...s.type];

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

function accepts(types: string[], value: unknown): boolean {
  const t = jsonType(value);
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** A value the schema accepts, for the required parameters around the one under test. */
function validSample(s: Schema): unknown {
  if (s.enum) return s.enum.find((v) => v !== null) ?? null;
  const t = typesOf(s);
  if (t.includes('string')) return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  if (t.includes('integer') || t.includes('number')) return s.minimum ?? 1;
  if (t.includes('boolean')) return true;
  if (t.includes('array'))
    return Array.from({ length: s.minItems ?? 0 }, (_, i) => `${validSample(s.items ?? {})}${i}`);
  if (t.includes('object')) return {};
  return null;
}

/** Stands for JSON nested 10,000 deep, spliced in as text: building it as a value overflows the stack. */
const NESTED = '\u0000nested';
const NESTED_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/** Values that break the schema of one parameter: wrong types, out of range, too long, too deep. */
function badValues(s: Schema): Case[] {
  const types = typesOf(s);
  const cases: Case[] = [];
  if (types.length > 0) {
    for (const value of [12345, 'text', true, [1], { a: 1 }, null, 1.5]) {
      if (!accepts(types, value)) cases.push({ label: `a ${jsonType(value)}`, value, schemaInvalid: true });
    }
  }
  if (s.enum && types.includes('string'))
    cases.push({ label: 'not one of the options', value: 'no-such-option', schemaInvalid: true });
  if (s.maxLength !== undefined)
    cases.push({ label: 'one too long', value: 'x'.repeat(s.maxLength + 1), schemaInvalid: true });
  if ((s.minLength ?? 0) > 0) cases.push({ label: 'empty', value: '', schemaInvalid: true });
  if (s.maxItems !== undefined) {
    const value = Array.from({ length: s.maxItems + 1 }, (_, i) => `${validSample(s.items ?? {})}${i}`);
    cases.push({ label: 'one item too many', value, schemaInvalid: true });
  }
  if ((s.minItems ?? 0) > 0) cases.push({ label: 'no items', value: [], schemaInvalid: true });
  if (s.minimum !== undefined) cases.push({ label: 'below the minimum', value: s.minimum - 1, schemaInvalid: true });
  if (s.maximum !== undefined) cases.push({ label: 'above the maximum', value: s.maximum + 1, schemaInvalid: true });
  if (s.items && types.includes('array')) {
    for (const item of badValues(s.items)
      .filter((c) => c.schemaInvalid)
      .slice(0, 3)) {
      cases.push({ label: `an item that is ${item.label}`, value: [item.value], schemaInvalid: true });
    }
  }
  // Unbounded text the schema allows (ids, names the handler looks up): never a server failure.
  if (types.includes('string') && s.maxLength === undefined && !s.enum)
    cases.push({ label: 'half a million characters', value: 'a'.repeat(500_000), schemaInvalid: false });
  cases.push({ label: 'nested 10,000 deep', value: NESTED, schemaInvalid: false });
  return cases;
}

let instance: TestInstance;
let token: string;

beforeAll(async () => {
  instance = await startTestInstance();
  token = await setUpAdmin(instance);
  await postNote(instance, token, { text: 'something to point at', poll: { choices: ['a', 'b'] } });
});
afterAll(() => instance.close());

const rawCall = async (endpoint: AnyEndpoint, body: Record<string, unknown>) => {
  const response = await fetch(`${instance.url}/api/${endpoint.name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, i: token }).replace(JSON.stringify(NESTED), NESTED_JSON),
  });
  const text = await response.text();
  let json: { error?: { code?: string; info?: { param?: string } } } | null = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Left null: the assertions below say what was wrong.
  }
  return { status: response.status, body: json, text };
};

describe("bad input generated from every endpoint's own schema", () => {
  it('every string parameter has a length bound, an option list or a format, and every list a size bound', () => {
    const unbounded: string[] = [];
    const walk = (where: string, s: Schema) => {
      const types = typesOf(s);
      if (types.includes('string') && s.maxLength === undefined && !s.enum && !s.format) unbounded.push(where);
      if (types.includes('array') && s.maxItems === undefined) unbounded.push(`${where}[]`);
      if (s.items) walk(`${where}[]`, s.items);
      for (const [name, child] of Object.entries(s.properties ?? {})) walk(`${where}.${name}`, child);
    };
    for (const e of instance.endpoints) walk(e.name, e.params as Schema);
    expect(unbounded).toEqual([]);
  });

  it('answers each bad value with a 4xx Misskey error and leaves the database as it was', async () => {
    const failures: string[] = [];
    for (const endpoint of instance.endpoints) {
      if (endpoint.name === 'reset-db' || endpoint.requireFile) continue;
      const schema = endpoint.params as Schema;
      const required = Object.fromEntries(
        (schema.required ?? []).map((name) => [name, validSample(schema.properties?.[name] ?? {})]),
      );
      const before = databaseSnapshot(instance.dataDir);
      for (const [param, propertySchema] of Object.entries(schema.properties ?? {})) {
        for (const c of badValues(propertySchema)) {
          const what = `${endpoint.name} with ${param} ${c.label}`;
          const { status, body, text } = await rawCall(endpoint, { ...required, [param]: c.value });
          if (status >= 500 || !body?.error?.code) {
            if (status >= 500 || (c.schemaInvalid && status < 400))
              failures.push(`${what}: ${status} ${text.slice(0, 120)}`);
            continue;
          }
          if (c.schemaInvalid && (status !== 400 || body.error.code !== 'INVALID_PARAM')) {
            failures.push(`${what}: ${status} ${body.error.code}`);
          }
        }
      }
      if (JSON.stringify(databaseSnapshot(instance.dataDir)) !== JSON.stringify(before)) {
        failures.push(`${endpoint.name}: the database changed`);
      }
    }
    expect(failures).toEqual([]);
    // Some thousand calls, more with every endpoint: over the project's 20 s on a loaded machine.
  }, 120_000);
});
