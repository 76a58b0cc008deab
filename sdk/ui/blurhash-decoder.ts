/** Spec 000 section 9: placeholders are decoded by up to 4 workers. */
const MAX_WORKERS = 4;

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/**
 * The average colour a blurhash encodes (its first component, characters 2 to 5), as CSS:
 * what a placeholder shows when the hash cannot be drawn (spec 000 section 8). Null for a
 * string too short or with a character outside base 83.
 */
export function blurhashAverageColour(hash: string): string | null {
  if (hash.length < 6) return null;
  let value = 0;
  for (const char of hash.slice(2, 6)) {
    const digit = BASE83.indexOf(char);
    if (digit < 0) return null;
    value = value * 83 + digit;
  }
  return `#${(value & 0xffffff).toString(16).padStart(6, '0')}`;
}

type Pending = { resolve(pixels: Uint8ClampedArray | null): void };

let workers: Worker[] | null = null;
let next = 0;
let lastId = 0;
const pending = new Map<number, Pending>();

function pool(): Worker[] | null {
  if (workers) return workers;
  if (typeof Worker === 'undefined') return null;
  const count = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1));
  try {
    workers = Array.from({ length: count }, () => {
      const worker = new Worker(new URL('./blurhash-worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<{ id: number; pixels: Uint8ClampedArray | null }>) => {
        pending.get(event.data.id)?.resolve(event.data.pixels);
        pending.delete(event.data.id);
      };
      return worker;
    });
  } catch {
    return null;
  }
  return workers;
}

/**
 * A blurhash's pixels at size by size, decoded on one of the workers in turn; decoded here when
 * no worker can run (tests, old browsers). Null when the hash does not decode.
 */
export async function decodeBlurhash(hash: string, size: number): Promise<Uint8ClampedArray | null> {
  const available = pool();
  if (!available) {
    const { decode, isBlurhashValid } = await import('blurhash');
    return isBlurhashValid(hash).result ? decode(hash, size, size) : null;
  }
  const id = ++lastId;
  const worker = available[next++ % available.length] as Worker;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    worker.postMessage({ id, hash, size });
  });
}

/**
 * What a placeholder paints: the decoded pixels, or when the hash does not decode, its average
 * colour over the whole square (logged, as spec 000 section 8 says); null when not even that.
 */
export async function blurhashPixels(hash: string, size: number): Promise<Uint8ClampedArray | null> {
  const pixels = await decodeBlurhash(hash, size);
  if (pixels) return pixels;
  console.warn('a blurhash could not be decoded; its average colour stands in', hash);
  const colour = blurhashAverageColour(hash);
  if (!colour) return null;
  const value = Number.parseInt(colour.slice(1), 16);
  const flat = new Uint8ClampedArray(size * size * 4);
  for (let i = 0; i < flat.length; i += 4) flat.set([value >> 16, (value >> 8) & 255, value & 255, 255], i);
  return flat;
}
