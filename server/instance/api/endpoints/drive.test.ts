import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelEvent, connectStream, setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let token: string;

/** A real PNG of the given size (solid colour), made here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  data: Buffer,
  fields: Record<string, string> = {},
  name = 'picture.png',
  type = 'image/png',
  auth: string | null = token,
) {
  const form = new FormData();
  if (auth) form.append('i', auth);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${instance.url}/api/drive/files/create`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as entities.DriveFile & { error?: { code: string; id: string } },
  };
}

beforeAll(async () => {
  instance = await startTestInstance();
  token = await setUpAdmin(instance);
});
afterAll(() => instance.close());

describe('drive', () => {
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
    const blank = await instance.api<{ error: { code: string } }>(
      'drive/files/update',
      { fileId: file.id, name: '' },
      token,
    );
    expect(blank.body.error.code).toBe('INVALID_PARAM');
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
    const outside = await instance.api<{ error: { code: string } }>(
      'drive/files/upload-from-url',
      { url: 'https://example.com/a.png' },
      token,
    );
    expect(outside.body.error.code).toBe('INVALID_PARAM');
    stream.close();
    source.close();
  });
});
