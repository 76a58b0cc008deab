import * as mfm from 'mfm-js';
import { RISKY_OPENERS, slowOpeners } from './parse-bounded';

/** The hashtags of a parsed text, lower-cased and each once, as Misskey keeps a note's tags. */
export function hashtagsOf(nodes: mfm.MfmNode[]): string[] {
  return [
    ...new Set(
      mfm
        .extract(nodes, (n) => n.type === 'hashtag')
        .map((n) => String((n.props as { hashtag: string }).hashtag).toLowerCase()),
    ),
  ];
}

/**
 * The hashtags of a profile's description (Misskey's user tags). Parsed at once; a description
 * that could parse slowly (many link openers) is taken as having none rather than holding up
 * the update.
 */
export function descriptionTags(description: string | null): string[] {
  if (!description || slowOpeners(description) > RISKY_OPENERS) return [];
  return hashtagsOf(mfm.parse(description));
}
