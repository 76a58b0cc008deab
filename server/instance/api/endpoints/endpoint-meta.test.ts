import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;

beforeAll(async () => {
  instance = await startTestInstance();
});
afterAll(() => instance.close());

describe('endpoints and endpoint (what the API console offers)', () => {
  it('lists every endpoint the server answers, and one endpoint’s parameters with their types', async () => {
    const names = await instance.api<string[]>('endpoints', {});
    expect(names.body).toContain('notes/create');
    expect(names.body).toContain('endpoint');
    expect(names.body).not.toContain('reset-db');
    const show = await instance.api<{ params: { name: string; type: string }[] }>('endpoint', {
      endpoint: 'flash/show',
    });
    expect(show.body).toEqual({ params: [{ name: 'flashId', type: 'String' }] });
    const clips = await instance.api<{ params: { name: string; type: string }[] }>('endpoint', {
      endpoint: 'clips/create',
    });
    expect(clips.body.params).toContainEqual({ name: 'isPublic', type: 'Boolean' });
    expect(clips.body.params).toContainEqual({ name: 'description', type: 'String' });
    const unknown = await instance.api('endpoint', { endpoint: 'no/such' });
    expect(unknown.body ?? null).toBeNull();
  });
});
