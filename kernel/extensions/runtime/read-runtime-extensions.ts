import { RUNTIME_EXTENSIONS_ELEMENT, type RuntimeExtensionsData } from '@tessera/extension-manifest';

/**
 * The run-time extensions the server put in the page (server/runtime-extensions/page.ts), if any.
 * Small on purpose: the code that turns them into definitions loads only when there are some.
 */
export function readRuntimeExtensions(doc: Document): RuntimeExtensionsData | null {
  const element = doc.getElementById(RUNTIME_EXTENSIONS_ELEMENT);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RuntimeExtensionsData;
  } catch {
    return null;
  }
}
