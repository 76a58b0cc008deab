import { fileURLToPath } from 'node:url';
import { inlineStyleHashes } from '../../server/client-headers';
import { shellFrameStyle } from '../shell-frame-plugin';
import { nginxConfig } from './nginx-config';

/** The checked-in config with placeholders (deploy/nginx.conf). */
export const TEMPLATE_FILE = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** The frame's stylesheet, which every build inlines into index.html (scripts/shell-frame-plugin.ts). */
const SHELL_FRAME_CSS = fileURLToPath(new URL('../../app/shell-frame.css', import.meta.url));

/** The hashes of the inline styles a build of this source has, known without building it. */
export function sourceStyleHashes(): string[] {
  return inlineStyleHashes(`<style>${shellFrameStyle(SHELL_FRAME_CSS)}</style>`);
}

/** deploy/nginx.conf as this source makes it: placeholders to edit, the CSP of a build of this source. */
export function nginxTemplate(): string {
  return nginxConfig({
    upstream: new URL('http://127.0.0.1:3000'),
    root: '/srv/tessera/dist',
    styleHashes: sourceStyleHashes(),
    listen: '80',
    serverName: 'misskey.example',
    brotli: false,
    editNotes: true,
  });
}
