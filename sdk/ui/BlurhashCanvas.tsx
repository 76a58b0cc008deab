import { decode, isBlurhashValid } from 'blurhash';
import { useEffect, useRef } from 'react';

/** Size the hash is decoded at; the canvas is stretched by CSS, as a blur needs no detail. */
const DECODE_SIZE = 32;

/**
 * A media placeholder painted from its blurhash (drawn on a canvas, so it needs no inline
 * image data); nothing when the hash is missing or invalid. Decorative: hidden from readers.
 */
export function BlurhashCanvas({ hash, className }: { hash: string | null | undefined; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const valid = !!hash && isBlurhashValid(hash).result;
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!hash || !valid || !context) return;
    const pixels = decode(hash, DECODE_SIZE, DECODE_SIZE);
    const image = context.createImageData(DECODE_SIZE, DECODE_SIZE);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
  }, [hash, valid]);
  if (!valid) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex never takes focus.
    <canvas
      ref={ref}
      className={className ? `blurhash ${className}` : 'blurhash'}
      width={DECODE_SIZE}
      height={DECODE_SIZE}
      aria-hidden="true"
    />
  );
}
