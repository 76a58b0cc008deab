import { useEffect, useRef, useState } from 'react';

/** Spec 000 section 9: placeholders are 64 px canvases (the decoder, with its workers, loads with the first). */
const BLURHASH_SIZE = 64;

/**
 * A media placeholder painted from its blurhash, decoded off the main thread and drawn on a
 * canvas (no inline image data). A hash that does not decode paints its average colour instead
 * (spec 000 section 8; the failure is only logged); a missing or unreadable one shows nothing.
 * Decorative: hidden from screen readers.
 */
export function BlurhashCanvas({ hash, className }: { hash: string | null | undefined; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!hash) return;
    let live = true;
    void import('./blurhash-decoder')
      .then(({ blurhashPixels }) => blurhashPixels(hash, BLURHASH_SIZE))
      .then((pixels) => {
        const context = ref.current?.getContext('2d');
        if (!live) return;
        if (!pixels) setFailed(hash);
        else if (context) {
          const image = context.createImageData(BLURHASH_SIZE, BLURHASH_SIZE);
          image.data.set(pixels);
          context.putImageData(image, 0, 0);
        }
      });
    return () => {
      live = false;
    };
  }, [hash]);
  if (!hash || failed === hash) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex never takes focus.
    <canvas
      ref={ref}
      className={className ? `blurhash ${className}` : 'blurhash'}
      width={BLURHASH_SIZE}
      height={BLURHASH_SIZE}
      aria-hidden="true"
    />
  );
}
