import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, setUpPeople, startTestInstance, type TestInstance, uploadFile } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const picture = (background = '#c33') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('the gallery', () => {
  it('posts one’s own files, shows, updates, likes, ranks and deletes a post, with Misskey error ids', async () => {
    const { alice, bob } = people;
    const first = (await uploadFile(instance, alice, await picture())).body;
    const second = (await uploadFile(instance, alice, await picture('#3c3'), { name: 'two.png' })).body;
    const bobs = (await uploadFile(instance, bob, await picture('#33c'))).body;

    const created = await instance.api<entities.GalleryPost>(
      'gallery/posts/create',
      { title: 'Red squares', description: 'Two of them', fileIds: [first.id, bobs.id, second.id] },
      alice,
    );
    // Only one's own files go in.
    expect(created.body.fileIds).toEqual([first.id, second.id]);
    expect(created.body.files?.map((f) => f.id)).toEqual([first.id, second.id]);
    expect(created.body).toMatchObject({ title: 'Red squares', isSensitive: false, likedCount: 0 });
    const postId = created.body.id;
    const none = await instance.api('gallery/posts/create', { title: 'Not mine', fileIds: [bobs.id] }, alice);
    expect(errorOf(none.body).code).toBe('INVALID_PARAM');

    const updated = await instance.api<entities.GalleryPost>(
      'gallery/posts/update',
      { postId, isSensitive: true, fileIds: [second.id] },
      alice,
    );
    expect(updated.body).toMatchObject({ title: 'Red squares', isSensitive: true, fileIds: [second.id] });
    expect((await instance.api('gallery/posts/update', { postId, title: 'x' }, bob)).status).toBe(400);

    expect(errorOf((await instance.api('gallery/posts/like', { postId }, alice)).body).id).toBe(
      'f78f1511-5ebc-4478-a888-1198d752da68',
    );
    expect((await instance.api('gallery/posts/like', { postId }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('gallery/posts/like', { postId }, bob)).body).code).toBe('ALREADY_LIKED');
    const featured = await instance.api<entities.GalleryPost[]>('gallery/featured', {}, bob);
    expect(featured.body.map((p) => [p.id, p.likedCount, p.isLiked])).toEqual([[postId, 1, true]]);
    expect((await instance.api<entities.GalleryPost[]>('gallery/popular', {})).body.map((p) => p.id)).toEqual([postId]);
    const likes = await instance.api<{ id: string; post: entities.GalleryPost }[]>('i/gallery/likes', {}, bob);
    expect(likes.body.map((l) => l.post.id)).toEqual([postId]);
    expect((await instance.api('gallery/posts/unlike', { postId }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('gallery/posts/unlike', { postId }, bob)).body).id).toBe(
      'e3e8e06e-be37-41f7-a5b4-87a8250288f0',
    );

    const mine = await instance.api<entities.GalleryPost[]>('i/gallery/posts', {}, alice);
    expect(mine.body.map((p) => p.id)).toEqual([postId]);
    const hers = await instance.api<entities.GalleryPost[]>('users/gallery/posts', { userId: people.ids.alice });
    expect(hers.body.map((p) => p.id)).toEqual([postId]);
    expect((await instance.api<entities.GalleryPost[]>('gallery/posts', {})).body.map((p) => p.id)).toContain(postId);

    expect(errorOf((await instance.api('gallery/posts/delete', { postId }, bob)).body).id).toBe(
      'ae52f367-4bd7-4ecd-afc6-5672fff427f5',
    );
    expect((await instance.api('gallery/posts/delete', { postId }, alice)).status).toBe(204);
    expect(errorOf((await instance.api('gallery/posts/show', { postId })).body).id).toBe(
      '1137bf14-c5b0-4604-85bb-5b5371b1cd45',
    );
  });
});
