import type { entities } from 'misskey-js';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api';
import { fetchInstanceMeta, seedInstanceMeta } from './instance-meta';

const fakeApi = () =>
  ({ call: vi.fn(async () => ({ name: 'asked' })) }) as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };
const meta = (name: string) => ({ name }) as entities.MetaDetailed;

describe('the instance metadata', () => {
  it('is asked for once and shared by every caller', async () => {
    const api = fakeApi();
    const [a, b] = await Promise.all([fetchInstanceMeta(api), fetchInstanceMeta(api)]);
    expect(a).toBe(b);
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('seeded with what the page asked for as it started, needs no request of its own', async () => {
    const api = fakeApi();
    seedInstanceMeta(api, Promise.resolve(meta('seeded')));
    expect((await fetchInstanceMeta(api)).name).toBe('seeded');
    expect(api.call).not.toHaveBeenCalled();
  });

  it('does not keep a failed seed: the next caller asks', async () => {
    const api = fakeApi();
    const failed = Promise.reject(new Error('offline'));
    seedInstanceMeta(api, failed);
    await failed.catch(() => {});
    expect((await fetchInstanceMeta(api)).name).toBe('asked');
    expect(api.call).toHaveBeenCalledTimes(1);
  });
});
