import { isSafeUrl } from '@tessera/sdk';
import type * as mfm from 'mfm-js';

/** A URL without its fragment: two links to parts of one page make one preview. */
const withoutHash = (url: string) => url.replace(/#[^#]*$/, '');

/**
 * The links of a note's text that get a preview, as Misskey picks them: every URL and every link
 * but the silent ones (`?[label](url)`), http and https only, once per page (the first of those
 * that differ only by fragment), valid addresses only, and not the quoted note's own address (`exclude`).
 */
export function previewedUrls(nodes: readonly mfm.MfmNode[], exclude: readonly (string | null | undefined)[] = []) {
  const found: string[] = [];
  const walk = (list: readonly mfm.MfmNode[]) => {
    for (const node of list) {
      if (node.type === 'url' || (node.type === 'link' && !node.props.silent)) found.push(node.props.url);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  const seen = new Set<string>();
  return found.filter((url) => {
    const key = withoutHash(url);
    if (!isSafeUrl(url) || exclude.includes(url) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
