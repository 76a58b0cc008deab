/** The image types a media viewer shows (spec 000 section 5's list, images only; SVG included). */
const VIEWABLE_IMAGE = /^image\/(png|gif|jpeg|webp|avif|apng|bmp|tiff|x-icon|svg\+xml)$/;

/** Whether a file of this MIME type opens in the media viewer. */
export function isViewableImage(type: string): boolean {
  return VIEWABLE_IMAGE.test(type);
}
