import type { entities } from 'misskey-js';

/** The image types the viewer shows (spec 000 section 5's list, images only; SVG included). */
const VIEWABLE = /^image\/(png|gif|jpeg|webp|avif|apng|bmp|tiff|x-icon|svg\+xml)$/;

/** Whether a file opens in the viewer (other files play in place or open as links). */
export function isViewable(file: entities.DriveFile): boolean {
  return VIEWABLE.test(file.type);
}
