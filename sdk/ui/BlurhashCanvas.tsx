import { useEffect, useRef, useState } from 'react';
import { BLURHASH_SIZE, blurhashAverageColour, decodeBlurhash } from './blurhash-decoder';

/**
 * A media placeholder painted from its blurhash, decoded off the main thread and drawn on a
 * canvas (no inline image data). A hash that does not decode shows its average colour instead
 * (spec 000 section 8; the failure is only logged); a missing one shows nothing. Decorative:
 * hidden from screen readers.
 */
export function BlurhashCanvas({ hash, className }: { hash: string | null | undefined; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!hash) return;
    let live = true;
    void decodeBlurhash(hash).then((pixels) => {
      if (!live) return;
      if (!pixels) {
        console.warn('a blurhash could not be decoded', hash);
        setFailed(hash);
        return;
      }
      const context = ref.current?.getContext('2d');
      if (!context) return;
      const image = context.createImageData(BLURHASH_SIZE, BLURHASH_SIZE);
      image.data.set(pixels);
      context.putImageData(image, 0, 0);
    });
    return () => {
      live = false;
    };
  }, [hash]);
  if (!hash) return null;
  const classes = className ? `blurhash ${className}` : 'blurhash';
  if (failed === hash) {
    const colour = blurhashAverageColour(hash);
    return colour ? <AverageColour colour={colour} className={classes} /> : null;
  }
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex never takes focus.
    <canvas ref={ref} className={classes} width={BLURHASH_SIZE} height={BLURHASH_SIZE} aria-hidden="true" />
  );
}

/** A flat colour set through the DOM (not a style attribute, which the CSP forbids). */
function AverageColour({ colour, className }: { colour: string; className: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.style.setProperty('background-color', colour);
  }, [colour]);
  return <span ref={ref} className={className} aria-hidden="true" />;
}
