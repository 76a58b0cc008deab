import { useEffect, useRef, useState } from 'react';

/** Size the hash is decoded at; the canvas is stretched by CSS, as a blur needs no detail. */
const DECODE_SIZE = 32;

/**
 * A media placeholder painted from its blurhash (drawn on a canvas, so it needs no inline
 * image data); nothing when the hash is missing or invalid. Decorative: hidden from readers.
 * The decoder loads with the first placeholder, not with the app.
 */
export function BlurhashCanvas({ hash, className }: { hash: string | null | undefined; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => {
    if (!hash) return;
    let live = true;
    void import('blurhash').then(({ decode, isBlurhashValid }) => {
      const context = ref.current?.getContext('2d');
      if (!live) return;
      if (!isBlurhashValid(hash).result) {
        setInvalid(hash);
        return;
      }
      if (!context) return;
      const image = context.createImageData(DECODE_SIZE, DECODE_SIZE);
      image.data.set(decode(hash, DECODE_SIZE, DECODE_SIZE));
      context.putImageData(image, 0, 0);
    });
    return () => {
      live = false;
    };
  }, [hash]);
  if (!hash || invalid === hash) return null;
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
