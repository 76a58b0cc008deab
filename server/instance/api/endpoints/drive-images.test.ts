import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance, uploadFile } from '../../../testing';

let instance: TestInstance;
let token: string;

/** A photo as a camera writes one: a JPEG stored sideways (orientation 6) with camera metadata. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Sideways 1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const fetchImage = async (url: string) => {
  const response = await fetch(url);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
};

beforeAll(async () => {
  instance = await startTestInstance();
  token = await setUpAdmin(instance);
});
afterAll(() => instance.close());

describe('drive images', () => {
  it('keeps the original private and serves an upright public version without the camera metadata', async () => {
    const original = await cameraJpeg(3000, 1000);
    const { body } = await uploadFile(instance, token, original, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(body.properties).toEqual({ width: 3000, height: 1000, orientation: 6 });
    expect(body.blurhash).toMatch(/^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{20,}$/);
    expect(body.size).toBe(original.length);

    const { response, data } = await fetchImage(body.url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const served = await sharp(data).metadata();
    // Turned upright (3000x1000 sideways is 1000x3000), bounded to 2048, and nothing of the camera left.
    expect({ width: served.width, height: served.height }).toEqual({ width: 683, height: 2048 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();

    const thumbnail = await fetchImage(body.thumbnailUrl ?? '');
    expect(thumbnail.response.headers.get('content-type')).toBe('image/webp');
    const thumb = await sharp(thumbnail.data).metadata();
    expect(thumb.height).toBeLessThanOrEqual(422);
    expect(thumb.width).toBeLessThanOrEqual(498);
  });

  it('leaves a small plain image as it is, with a thumbnail beside it', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#3366cc' } })
      .png()
      .toBuffer();
    const { body } = await uploadFile(instance, token, png);
    expect(body.url).toMatch(/\.png$/);
    expect((await fetchImage(body.url)).data.equals(png)).toBe(true);
    expect(body.thumbnailUrl).toMatch(/thumbnail-.*\.webp$/);
  });

  it('stores what sharp cannot read without derived files', async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(40)]);
    const { status, body } = await uploadFile(instance, token, broken, { name: 'broken.png' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'image/png', blurhash: null, properties: {} });
  });
});

describe('media proxy', () => {
  it('serves previews and still frames of this server’s files as WebP', async () => {
    const photo = (await uploadFile(instance, token, await cameraJpeg(900, 600), { name: 'p.jpg', type: 'image/jpeg' }))
      .body;
    const preview = await fetchImage(
      `${instance.url}/proxy/preview.webp?url=${encodeURIComponent(photo.url)}&preview=1`,
    );
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(preview.data).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(200);

    const frame = (colour: string) =>
      sharp({ create: { width: 20, height: 20, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const gif = (await uploadFile(instance, token, animated, { name: 'a.gif', type: 'image/gif' })).body;
    const still = await fetchImage(`${instance.url}/proxy/static.webp?url=${encodeURIComponent(gif.url)}&static=1`);
    expect(still.response.status).toBe(200);
    expect((await sharp(still.data).metadata()).pages ?? 1).toBe(1);
  });

  it('serves the identicon of an account without an avatar still, as the data saver asks for it', async () => {
    const identicon = `${instance.url}/identicon/alice@${new URL(instance.url).host}`;
    const still = await fetchImage(`${instance.url}/proxy/static.webp?url=${encodeURIComponent(identicon)}&static=1`);
    expect(still.response.status).toBe(200);
    expect(still.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(still.data).metadata()).width).toBeGreaterThan(0);
  });

  it('refuses other servers’ media unless the operator allows it, and answers fallback with an empty image', async () => {
    const remote = `${instance.url}/proxy/image.webp?url=${encodeURIComponent('https://media.example/cat.png')}`;
    expect((await fetch(remote)).status).toBe(403);
    const fallback = await fetch(`${remote}&fallback=1`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('image/png');
    expect(
      (await fetch(`${instance.url}/proxy/image.webp?url=${encodeURIComponent(`${instance.url}/files/nothing.png`)}`))
        .status,
    ).toBe(404);
  });
});
