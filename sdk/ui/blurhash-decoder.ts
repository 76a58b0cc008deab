/** Spec 000 section 9: placeholders are decoded at 64 px by up to 4 workers. */
export const BLURHASH_SIZE = 64;
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
 * A blurhash's pixels at 64 by 64, decoded on one of the workers in turn; decoded here when no
 * worker can run (tests, old browsers). Null when the hash does not decode.
 */
export async function decodeBlurhash(hash: string): Promise<Uint8ClampedArray | null> {
  const available = pool();
  if (!available) {
    const { decode, isBlurhashValid } = await import('blurhash');
    return isBlurhashValid(hash).result ? decode(hash, BLURHASH_SIZE, BLURHASH_SIZE) : null;
  }
  const id = ++lastId;
  const worker = available[next++ % available.length] as Worker;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    worker.postMessage({ id, hash, size: BLURHASH_SIZE });
  });
}
