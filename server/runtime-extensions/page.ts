import { basename } from 'node:path';
import {
  moduleUrl,
  RUNTIME_EXTENSIONS_ELEMENT,
  type RuntimeExtensionsData,
  type RuntimeHost,
} from '@tessera/extension-manifest';
import type { RuntimeExtensions } from './installer';

/**
 * How the page names where an extension came from: a URL as it is, a file of the extensions
 * folder by its name alone (the server's folders are not the visitors' business).
 */
export function publicSource(source: string): string {
  return /^https?:\/\//.test(source) ? source : basename(source);
}

/** JSON made safe inside a <script> element: no `</script>` or `<!--` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with what run-time extensions need, when the server has any (installed or refused):
 * the import map, first in the head so it precedes every module script, sharing the page's
 * modules and holding each module's integrity; and, at the end of the head, the manifests and
 * refusals as data (never run). Unchanged when there are none.
 */
export function withRuntimeExtensions(html: string, host: RuntimeHost, extensions: RuntimeExtensions): string {
  if (extensions.installed.length === 0 && extensions.refused.length === 0) return html;
  const importMap = {
    imports: host.imports,
    integrity: Object.fromEntries(extensions.installed.map((e) => [moduleUrl(e.manifest), e.manifest.integrity])),
  };
  const data: RuntimeExtensionsData = {
    installed: extensions.installed.map((e) => ({ source: publicSource(e.source), manifest: e.manifest })),
    refused: extensions.refused.map((r) => ({ ...r, source: publicSource(r.source) })),
  };
  return html
    .replace(/<head>/, `<head><script type="importmap">${scriptJson(importMap)}</script>`)
    .replace(
      '</head>',
      `<script type="application/json" id="${RUNTIME_EXTENSIONS_ELEMENT}">${scriptJson(data)}</script></head>`,
    );
}
