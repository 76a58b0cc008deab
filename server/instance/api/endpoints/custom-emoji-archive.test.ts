import { ZipArchive } from 'archiver';
import sharp from 'sharp';
import unzipper from 'unzipper';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, setUpPeople, startTestInstance, type TestInstance, uploadFile } from '../../../testing';
import { exportedFile } from '../../../testing-account-data';

type Emoji = {
  name: string;
  category: string | null;
  aliases: string[];
  license: string | null;
  isSensitive: boolean;
  localOnly: boolean;
  url: string;
};

let instances: TestInstance[] = [];
const start = async () => {
  const instance = await startTestInstance();
  instances.push(instance);
  return instance;
};
beforeEach(() => {
  instances = [];
});
afterEach(async () => {
  for (const instance of instances) await instance.close();
});

const png = (background: string) =>
  sharp({ create: { width: 16, height: 16, channels: 4, background } })
    .png()
    .toBuffer();

/** Adds an emoji from a fresh picture and answers the picture's bytes. */
async function addEmoji(instance: TestInstance, token: string, fields: Record<string, unknown> & { name: string }) {
  const data = await png(
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
  );
  const file = (await uploadFile(instance, token, data, { name: `${fields.name}.png` })).body;
  const added = await instance.api<Emoji>('admin/emoji/add', { ...fields, fileId: file.id }, token);
  expect(added.status, fields.name).toBe(200);
  return data;
}

/** Lets the instance's accounts upload zips (Misskey's default uploadable types leave them out). */
async function allowZips(instance: TestInstance, admin: string) {
  const policies = { uploadableFileTypes: ['text/*', 'application/json', 'image/*', 'application/zip'] };
  expect((await instance.api('admin/roles/update-default-policies', { policies }, admin)).status).toBe(204);
}

const emojisOf = async (instance: TestInstance) =>
  (await instance.api<{ emojis: Emoji[] }>('emojis', {})).body.emojis.sort((a, b) => a.name.localeCompare(b.name));

/** The archive's files by name. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await unzipper.Open.buffer(data);
  return new Map(await Promise.all(zip.files.map(async (f) => [f.path, await f.buffer()] as const)));
}

async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const archive = new ZipArchive();
  const chunks: Buffer[] = [];
  archive.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => archive.on('end', resolve));
  for (const [name, data] of Object.entries(entries)) archive.append(data, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

describe('custom emoji archive (export-custom-emojis, admin/emoji/import-zip)', () => {
  it("exports every emoji with its image in Misskey's zip layout, and another server imports it back", async () => {
    const source = await start();
    const { alice: admin } = await setUpPeople(source);
    const blob = await addEmoji(source, admin, {
      name: 'blob',
      category: 'Blobs',
      aliases: ['round', 'soft'],
      license: 'CC0',
      isSensitive: true,
    });
    const party = await addEmoji(source, admin, { name: 'party_2', localOnly: true });

    expect((await source.api('export-custom-emojis', {}, admin)).status).toBe(204);
    const exported = await exportedFile(source, admin, 'customEmoji');
    expect(exported.file.name).toMatch(/^custom-emojis-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.zip$/);
    const files = await unzip(exported.data);
    expect([...files.keys()].sort()).toEqual(['blob.png', 'meta.json', 'party_2.png']);
    expect(files.get('blob.png')?.equals(blob)).toBe(true);
    expect(files.get('party_2.png')?.equals(party)).toBe(true);
    const meta = JSON.parse(files.get('meta.json')?.toString('utf8') ?? '');
    expect(meta).toMatchObject({ metaVersion: 2, host: new URL(source.url).host, exportedAt: expect.any(String) });
    expect(meta.emojis).toEqual([
      {
        fileName: 'blob.png',
        downloaded: true,
        emoji: expect.objectContaining({
          name: 'blob',
          host: null,
          category: 'Blobs',
          aliases: ['round', 'soft'],
          license: 'CC0',
          isSensitive: true,
          localOnly: false,
          type: 'image/png',
          originalUrl: expect.stringContaining('/files/'),
        }),
      },
      {
        fileName: 'party_2.png',
        downloaded: true,
        emoji: expect.objectContaining({ name: 'party_2', category: null, localOnly: true }),
      },
    ]);

    // Another server, where an older :blob: is replaced by the archive's.
    const target = await start();
    const other = (await setUpPeople(target)).alice;
    await addEmoji(target, other, { name: 'blob', category: 'Old' });
    await allowZips(target, other);
    const zip = (await uploadFile(target, other, exported.data, { name: 'emojis.zip', type: 'application/zip' })).body;
    expect((await target.api('admin/emoji/import-zip', { fileId: zip.id }, other)).status).toBe(204);
    await expect
      .poll(async () => (await emojisOf(target)).map((e) => [e.name, e.category]))
      .toEqual([
        ['blob', 'Blobs'],
        ['party_2', null],
      ]);
    const importedBlob = (await target.api<Emoji>('emoji', { name: 'blob' })).body;
    expect(importedBlob).toMatchObject({ aliases: ['round', 'soft'], license: 'CC0', isSensitive: true });
    expect(Buffer.from(await (await fetch(importedBlob.url)).arrayBuffer()).equals(blob)).toBe(true);
    const detail = await target.api<Emoji>('emoji', { name: 'party_2' });
    expect(detail.body).toMatchObject({ localOnly: true, isSensitive: false });
    // Both ran as jobs of the db queue, by Misskey's names.
    const jobs = async (instance: TestInstance, token: string) =>
      (await instance.api<{ name: string }[]>('admin/queue/jobs', { queue: 'db', state: ['completed'] }, token)).body;
    expect(await jobs(source, admin)).toMatchObject([{ name: 'exportCustomEmojis' }]);
    expect(await jobs(target, other)).toMatchObject([{ name: 'importCustomEmojis', data: { fileId: zip.id } }]);
  });

  it('passes over entries with a path, a bad name, no image or not downloaded, and takes the rest', async () => {
    const instance = await start();
    const { alice: admin } = await setUpPeople(instance);
    await allowZips(instance, admin);
    const good = await png('#0f0');
    const record = (fileName: string, name: string, downloaded = true) => ({ fileName, downloaded, emoji: { name } });
    const data = await zipOf({
      'meta.json': JSON.stringify({
        metaVersion: 2,
        emojis: [
          record('../escape.png', 'escape'),
          record('bad.png', 'bad name'),
          record('text.png', 'text'),
          record('gone.png', 'gone', false),
          record('missing.png', 'missing'),
          record('good.png', 'good'),
        ],
      }),
      'bad.png': good,
      'text.png': 'not a picture',
      'gone.png': good,
      'good.png': good,
    });
    const zip = (await uploadFile(instance, admin, data, { name: 'emojis.zip', type: 'application/zip' })).body;
    await instance.api('admin/emoji/import-zip', { fileId: zip.id }, admin);
    await expect.poll(async () => (await emojisOf(instance)).map((e) => e.name)).toEqual(['good']);
    await new Promise((r) => setTimeout(r, 200));
    expect((await emojisOf(instance)).map((e) => e.name)).toEqual(['good']);
  });

  it('lets any account ask for the export, and only those who manage custom emoji import', async () => {
    const instance = await start();
    const { bob } = await setUpPeople(instance);
    expect((await instance.api('export-custom-emojis', {}, bob)).status).toBe(204);
    const files = await unzip((await exportedFile(instance, bob, 'customEmoji')).data);
    expect(JSON.parse(files.get('meta.json')?.toString('utf8') ?? '').emojis).toEqual([]);
    const refused = await instance.api('admin/emoji/import-zip', { fileId: 'nothing' }, bob);
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).code).toBe('ROLE_PERMISSION_DENIED');
  });
});
