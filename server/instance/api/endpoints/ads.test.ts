import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

type Err = { error: { code: string; id: string } };
let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

const ad = (over: Record<string, unknown> = {}) => ({
  url: 'https://example.com/',
  imageUrl: 'https://example.com/ad.png',
  memo: 'spring sale',
  place: 'horizontal',
  priority: 'middle',
  ratio: 2,
  startsAt: Date.now() - 1000,
  expiresAt: Date.now() + 86_400_000,
  dayOfWeek: 0,
  ...over,
});

describe('ads', () => {
  it('are put up by moderators and listed in the metadata while they run', async () => {
    const { alice, bob } = people;
    expect((await instance.api<Err>('admin/ad/create', ad(), bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    const running = (await instance.api<entities.Ad>('admin/ad/create', ad(), alice)).body;
    expect(running).toMatchObject({ memo: 'spring sale', ratio: 2, isSensitive: false });
    const later = (await instance.api<entities.Ad>('admin/ad/create', ad({ startsAt: Date.now() + 86_400_000 }), alice))
      .body;
    const meta = (await instance.api<entities.MetaLite>('meta', { detail: false })).body;
    expect(meta.ads.map((a) => a.id)).toEqual([running.id]);
    expect(meta.ads[0]).toMatchObject({ place: 'horizontal', ratio: 2, imageUrl: 'https://example.com/ad.png' });

    const publishing = (await instance.api<entities.Ad[]>('admin/ad/list', { publishing: true }, alice)).body;
    expect(publishing.map((a) => a.id)).toEqual([running.id]);
    const all = (await instance.api<entities.Ad[]>('admin/ad/list', {}, alice)).body;
    expect(all.map((a) => a.id)).toEqual([later.id, running.id]);

    await instance.api('admin/ad/update', { id: running.id, ratio: 5, isSensitive: true }, alice);
    const changed = (await instance.api<entities.Ad[]>('admin/ad/list', { publishing: true }, alice)).body[0];
    expect(changed).toMatchObject({ ratio: 5, isSensitive: true, memo: 'spring sale' });
    await instance.api('admin/ad/delete', { id: running.id }, alice);
    expect((await instance.api<entities.MetaLite>('meta', { detail: false })).body.ads).toEqual([]);
    const gone = await instance.api<Err>('admin/ad/delete', { id: running.id }, alice);
    expect(gone.body.error).toMatchObject({ code: 'NO_SUCH_AD', id: 'ccac9863-3a03-416e-b899-8a64041118b1' });
    const gone2 = await instance.api<Err>('admin/ad/update', { id: running.id, ratio: 1 }, alice);
    expect(gone2.body.error.id).toBe('b7aa1727-1354-47bc-a182-3a9c3973d300');
    expect((await instance.api<Err>('admin/ad/create', ad({ url: '' }), alice)).body.error.code).toBe('INVALID_PARAM');

    await instance.api('admin/update-meta', { notesPerOneAd: 8 }, alice);
    expect((await instance.api<entities.MetaLite>('meta', { detail: false })).body.notesPerOneAd).toBe(8);
  });
});
