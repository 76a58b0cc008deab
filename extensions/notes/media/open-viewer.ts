import type { entities } from 'misskey-js';

/** Spec 000 section 9: the gallery keeps 32 px around the image on wide screens. */
const WIDE_PADDING = 32;
const WIDE_SCREEN = 600;
/** The history entry the open viewer adds, so Back closes it (spec 000 section 4). */
const HISTORY_HASH = '#pswp';

/** Width and height as shown: an EXIF orientation of 5 to 8 turns the picture a quarter. */
function shownSize(file: entities.DriveFile): { width: number; height: number } {
  const { width = 1024, height = 768, orientation = 1 } = file.properties;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Opens a note's images in PhotoSwipe at one of them: zoom, swipe, the keyboard, the
 * description as a caption (as text, never HTML), and a #pswp history entry so that Back
 * closes the viewer and closing it takes the entry away again.
 */
export async function openImageViewer(
  files: readonly entities.DriveFile[],
  index: number,
  labels: { viewer: string; close: string },
) {
  const [{ default: PhotoSwipe }] = await Promise.all([
    import('photoswipe'),
    import('photoswipe/style.css'),
    import('./viewer.css'),
  ]);
  const wide = window.innerWidth > WIDE_SCREEN;
  const pad = wide ? WIDE_PADDING : 0;
  const pswp = new PhotoSwipe({
    dataSource: files.map((file) => ({
      src: file.url,
      msrc: file.thumbnailUrl ?? undefined,
      ...shownSize(file),
      alt: file.comment ?? file.name,
    })),
    index,
    bgOpacity: 0.92,
    padding: { top: pad, bottom: pad, left: pad, right: pad },
    closeTitle: labels.close,
    wheelToZoom: true,
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        element.className = 'pswp-caption';
        const show = () => {
          element.textContent = (pswp.currSlide?.data.alt as string | undefined) ?? '';
        };
        pswp.on('change', show);
        show();
      },
    });
  });

  window.history.pushState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${HISTORY_HASH}`,
  );
  let closedByBack = false;
  let opened = false;
  const onPop = () => {
    closedByBack = true;
    // PhotoSwipe ignores close() during its opening animation; Back then closes it once open.
    if (opened) pswp.close();
  };
  pswp.on('openingAnimationEnd', () => {
    opened = true;
    if (closedByBack) pswp.close();
  });
  window.addEventListener('popstate', onPop, { once: true });
  pswp.on('destroy', () => {
    window.removeEventListener('popstate', onPop);
    if (!closedByBack && window.location.hash === HISTORY_HASH) window.history.back();
  });
  pswp.init();
  pswp.element?.setAttribute('aria-label', labels.viewer);
}
