// Decodes blurhashes off the main thread (spec 000 section 9: 64 px canvases, up to 4 workers).
import { decode } from 'blurhash';

self.onmessage = (event: MessageEvent<{ id: number; hash: string; size: number }>) => {
  const { id, hash, size } = event.data;
  try {
    const pixels = decode(hash, size, size);
    (self as unknown as Worker).postMessage({ id, pixels }, [pixels.buffer]);
  } catch {
    (self as unknown as Worker).postMessage({ id, pixels: null });
  }
};
