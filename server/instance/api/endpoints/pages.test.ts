import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, postNote, setUpPeople, startTestInstance, type TestInstance, uploadFile } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('pages', () => {
  it('makes, shows by id and by name, updates, likes and deletes a page, with Misskey error ids', async () => {
    const { alice, bob } = people;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
      .png()
      .toBuffer();
    const image = (await uploadFile(instance, alice, png)).body;
    const note = await postNote(instance, alice, { text: 'embedded' });
    const content = [
      { id: 'a', type: 'text', text: 'Hello **there**' },
      {
        id: 'b',
        type: 'section',
        title: 'Pictures',
        children: [
          { id: 'c', type: 'image', fileId: image.id },
          { id: 'd', type: 'note', detailed: false, note: note.id },
        ],
      },
    ];
    const created = await instance.api<entities.Page>(
      'pages/create',
      {
        title: 'My page',
        name: 'my-page',
        summary: 'About me',
        content,
        variables: [],
        script: '',
        eyeCatchingImageId: image.id,
      },
      alice,
    );
    expect(created.body).toMatchObject({ title: 'My page', name: 'my-page', font: 'sans-serif', alignCenter: false });
    expect(created.body.attachedFiles.map((f) => f.id)).toEqual([image.id]);
    expect(created.body.eyeCatchingImage?.id).toBe(image.id);
    const pageId = created.body.id;
    const again = await instance.api(
      'pages/create',
      { title: 'x', name: 'my-page', content: [], variables: [], script: '' },
      alice,
    );
    expect(errorOf(again.body)).toMatchObject({
      code: 'NAME_ALREADY_EXISTS',
      id: '4650348e-301c-499a-83c9-6aa988c66bc1',
    });

    const byName = await instance.api<entities.Page>('pages/show', { username: 'alice', name: 'my-page' });
    expect(byName.body.id).toBe(pageId);
    expect(byName.body.content).toEqual(content);
    expect(errorOf((await instance.api('pages/show', { username: 'alice', name: 'nope' })).body).id).toBe(
      '222120c0-3ead-4528-811b-b96f233388d7',
    );

    expect((await instance.api('pages/update', { pageId, title: 'Renamed', alignCenter: true }, alice)).status).toBe(
      204,
    );
    expect(errorOf((await instance.api('pages/update', { pageId, title: 'x' }, bob)).body).id).toBe(
      '3c15cd52-3b4b-4274-967d-6456fc4f792b',
    );
    expect((await instance.api<entities.Page>('pages/show', { pageId })).body).toMatchObject({
      title: 'Renamed',
      alignCenter: true,
      name: 'my-page',
    });

    expect(errorOf((await instance.api('pages/like', { pageId }, alice)).body).code).toBe('YOUR_PAGE');
    expect((await instance.api('pages/like', { pageId }, bob)).status).toBe(204);
    const featured = await instance.api<entities.Page[]>('pages/featured', {}, bob);
    expect(featured.body.map((p) => [p.id, p.likedCount, p.isLiked])).toEqual([[pageId, 1, true]]);
    const likes = await instance.api<{ id: string; page: entities.Page }[]>('i/page-likes', {}, bob);
    expect(likes.body.map((l) => l.page.id)).toEqual([pageId]);
    expect((await instance.api('pages/unlike', { pageId }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('pages/unlike', { pageId }, bob)).body).id).toBe(
      'f5e586b0-ce93-4050-b0e3-7f31af5259ee',
    );
    expect(
      (await instance.api<entities.Page[]>('users/pages', { userId: people.ids.alice })).body.map((p) => p.id),
    ).toEqual([pageId]);
    expect((await instance.api<entities.Page[]>('i/pages', {}, alice)).body.map((p) => p.id)).toEqual([pageId]);
    expect(errorOf((await instance.api('pages/delete', { pageId }, bob)).body).id).toBe(
      '8b741b3e-2c22-44b3-a15f-29949aa1601e',
    );
    expect((await instance.api('pages/delete', { pageId }, alice)).status).toBe(204);
  });
});
