import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelEvent,
  connectStream,
  setUpAdmin,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../../testing';
import { drawPng } from '../../images';

let instance: TestInstance;
let token: string;

/** A real PNG of the given size (solid grey), so the test needs no fixture file. */
const png = (width: number, height: number) => drawPng(width, height, () => [128, 128, 128]);

const upload = (
  data: Buffer,
  fields: Record<string, string> = {},
  name = 'picture.png',
  type = 'image/png',
  auth: string | null = token,
) => uploadFile(instance, auth, data, { fields, name, type });

beforeAll(async () => {
  instance = await startTestInstance();
  token = await setUpAdmin(instance);
});
afterAll(() => instance.close());

describe('drive', () => {
  it('lists the files in the drive root, newest first, page by page and by type', async () => {
    const text = await upload(Buffer.from('list me'), { force: 'true' }, 'list.txt', 'text/plain');
    const image = await upload(png(7, 7), { force: 'true' }, 'list.png');
    const all = await instance.api<entities.DriveFile[]>('drive/files', { limit: 2 }, token);
    expect(all.body.map((f) => f.id)).toEqual([image.body.id, text.body.id]);
    const older = await instance.api<entities.DriveFile[]>('drive/files', { untilId: image.body.id, limit: 1 }, token);
    expect(older.body.map((f) => f.id)).toEqual([text.body.id]);
    const images = await instance.api<entities.DriveFile[]>('drive/files', { type: 'image/*' }, token);
    expect(images.body.every((f) => f.type.startsWith('image/'))).toBe(true);
    expect(images.body.some((f) => f.id === text.body.id)).toBe(false);
    expect((await instance.api('drive/files', {})).status).toBe(401);
  });

  it('tells RIFF files apart by their form type: a WAV sound is not a WebP image', async () => {
    const riff = (form: string) =>
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(form), Buffer.alloc(8)]);
    const wav = await upload(riff('WAVE'), { force: 'true' }, 'ding.wav', 'application/octet-stream');
    expect(wav.body).toMatchObject({ type: 'audio/wav', url: expect.stringMatching(/\.wav$/) });
    const webp = await upload(riff('WEBP'), { force: 'true' }, 'image.webp', 'application/octet-stream');
    expect(webp.body).toMatchObject({ type: 'image/webp' });
  });

  it('uploads an image, reads its size, and serves it back under a sandbox', async () => {
    const { status, body } = await upload(png(40, 30), { comment: '  a grey box  ', isSensitive: 'true' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'picture.png',
      type: 'image/png',
      isSensitive: true,
      comment: 'a grey box',
      properties: { width: 40, height: 30 },
    });
    const served = await fetch(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(png(40, 30))).toBe(true);
  });

  it('gives back the same file for the same content unless forced', async () => {
    const data = png(5, 5);
    const first = (await upload(data)).body;
    expect((await upload(data)).body.id).toBe(first.id);
    expect((await upload(data, { force: 'true' })).body.id).not.toBe(first.id);
  });

  it('refuses a visitor, a file type the role may not upload, and a file over the size limit (413)', async () => {
    expect((await upload(png(2, 2), {}, 'x.png', 'image/png', null)).status).toBe(401);
    const exe = await upload(Buffer.from('MZ...'), {}, 'tool.exe', 'application/x-msdownload');
    expect(exe.body.error?.id).toBe('4becd248-7f2c-48c4-a9f0-75edc4f9a1ea');
    const huge = await upload(Buffer.alloc(31 * 1024 * 1024, 1), {}, 'big.txt', 'text/plain');
    expect(huge.status).toBe(413);
    expect(huge.body.error?.code).toBe('MAX_FILE_SIZE_EXCEEDED');
  });

  it('renames, describes, marks and deletes a file; attaches files to notes', async () => {
    const file = (await upload(png(8, 8), { force: 'true' })).body;
    const renamed = await instance.api<entities.DriveFile>(
      'drive/files/update',
      { fileId: file.id, name: 'box.png', comment: null, isSensitive: false },
      token,
    );
    expect(renamed.body).toMatchObject({ name: 'box.png', comment: null, isSensitive: false });
    // As Misskey: a blank name leaves the name alone; a name with a path in it is refused.
    const blank = await instance.api<entities.DriveFile>('drive/files/update', { fileId: file.id, name: '' }, token);
    expect(blank.body.name).toBe('box.png');
    const path = await instance.api<{ error: { id: string } }>(
      'drive/files/update',
      { fileId: file.id, name: '../box.png' },
      token,
    );
    expect(path.body.error.id).toBe('395e7156-f9f0-475e-af89-53c3c23080c2');
    const note = await instance.api<{ createdNote: entities.Note }>('notes/create', { fileIds: [file.id] }, token);
    expect(note.body.createdNote.files?.map((f) => f.id)).toEqual([file.id]);
    expect((await instance.api<entities.DriveFile>('drive/files/show', { fileId: file.id }, token)).body.name).toBe(
      'box.png',
    );
    expect((await instance.api('drive/files/delete', { fileId: file.id }, token)).status).toBe(204);
    expect((await fetch(file.url)).status).toBe(404);
    const gone = await instance.api<{ error: { code: string } }>('drive/files/show', { fileId: file.id }, token);
    expect(gone.body.error.code).toBe('NO_SUCH_FILE');
  });

  it('uploads from a (loopback) URL and reports it later as urlUploadFinished with its marker', async () => {
    const image = png(12, 9);
    const source = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(image);
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', () => resolve()));
    const stream = await connectStream(instance, token);
    stream.send({ type: 'connect', body: { channel: 'main', id: 'main' } });
    await new Promise((r) => setTimeout(r, 50));
    const url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/remote.png`;
    expect(
      (await instance.api('drive/files/upload-from-url', { url, marker: 'm-42', force: true }, token)).status,
    ).toBe(204);
    const done = await stream.waitFor<{ body: { marker: string; file: entities.DriveFile } }>(
      channelEvent('main', 'urlUploadFinished'),
      'urlUploadFinished',
    );
    expect(done.body.marker).toBe('m-42');
    expect(done.body.file).toMatchObject({ name: 'remote.png', properties: { width: 12, height: 9 } });
    stream.close();
    source.close();
  });

  it('refuses private addresses the operator did not allow, and stops a download at the size limit', async () => {
    for (const url of ['http://10.1.2.3/a.png', 'http://192.168.0.9/a.png', 'http://[fe80::1]/a.png']) {
      const refused = await instance.api<{ error: { code: string } }>('drive/files/upload-from-url', { url }, token);
      expect(refused.body.error.code, url).toBe('INVALID_PARAM');
    }
    // An answer larger than the role's file size limit, streamed without a length: cut off, never stored.
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    const source = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      const pump = () => {
        while (sent < 40 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => undefined);
      pump();
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', () => resolve()));
    const before = (await instance.api<entities.DriveFile[]>('drive/files', { limit: 100 }, token)).body.length;
    const url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/huge.txt`;
    expect((await instance.api('drive/files/upload-from-url', { url, force: true }, token)).status).toBe(204);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await instance.api<entities.DriveFile[]>('drive/files', { limit: 100 }, token)).body.length).toBe(before);
    // The server stopped reading soon after the limit (30 MiB) instead of taking all 40.
    expect(sent).toBeLessThan(40 * 1024 * 1024);
    source.closeAllConnections();
    source.close();
  });

  it('serves a file by the type it was stored with, never by its name, and downloads what is not media', async () => {
    const script = await upload(Buffer.from('alert(document.domain)'), {}, 'payload.js', 'text/plain');
    expect(script.status).toBe(200);
    expect(script.body.url).not.toMatch(/\.js$/);
    const served = await fetch(script.body.url);
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    // The case of the report: a script named .js, uploaded as an audio type the role allows.
    const audio = await upload(Buffer.from('alert(1)//'), { force: 'true' }, 'payload.js', 'audio/x-foo');
    expect(audio.body.type).toBe('audio/x-foo');
    expect((await fetch(audio.body.url)).headers.get('content-type')).toBe('audio/x-foo');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const picture = await upload(png(3, 3), { force: 'true' });
    const shown = await fetch(picture.body.url);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toBeNull();
  });

  it('tells the capacity and usage, sorts the largest first, and marks every upload sensitive when asked', async () => {
    const before = (await instance.api<{ capacity: number; usage: number }>('drive', {}, token)).body;
    expect(before.capacity).toBeGreaterThan(0);
    const big = (await upload(Buffer.alloc(5000, 'a'), { force: 'true' }, 'big.txt', 'text/plain')).body;
    await upload(Buffer.alloc(10, 'b'), { force: 'true' }, 'small.txt', 'text/plain');
    const after = (await instance.api<{ usage: number }>('drive', {}, token)).body;
    expect(after.usage - before.usage).toBe(5010);
    const largest = (await instance.api<entities.DriveFile[]>('drive/files', { sort: '+size', limit: 1 }, token)).body;
    expect(largest.map((f) => f.id)).toEqual([big.id]);

    await instance.api('i/update', { alwaysMarkNsfw: true }, token);
    const marked = (await upload(Buffer.alloc(20, 'c'), { force: 'true' }, 'any.txt', 'text/plain')).body;
    expect(marked.isSensitive).toBe(true);
    await instance.api('i/update', { alwaysMarkNsfw: false }, token);
  });
});
