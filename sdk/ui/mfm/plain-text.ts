import type * as mfm from 'mfm-js';
import { parseMfmLater, parseMfmNow } from './parse';

/**
 * MFM as one line of plain text, for summaries (a notification quoting a note, a title): the
 * words stay, the markup goes ($[jelly ferns] reads 'ferns'); mentions, hashtags and emoji codes
 * read as written. Until MFM's parser has come (it follows the first paint) the text is as
 * written: components use `useMfmPlainText`, which draws again when it comes.
 */
export function mfmToPlainText(text: string): string {
  // Text too slow to parse here is already as plain as it gets.
  return plainTextOf(parseMfmNow(text) ?? [{ type: 'text', props: { text } }]);
}

/** `mfmToPlainText` once the parser has come (or a worker has read slow text): for code outside components. */
export async function mfmToPlainTextLater(text: string): Promise<string> {
  return plainTextOf(await parseMfmLater(text));
}

/** An MFM tree as one line of plain text. */
export function plainTextOf(nodes: readonly mfm.MfmNode[]): string {
  return nodes.map(plainOf).join('').replace(/\s+/g, ' ').trim();
}

function plainOf(node: mfm.MfmNode): string {
  switch (node.type) {
    case 'text':
      return node.props.text;
    case 'mention':
      return node.props.acct;
    case 'hashtag':
      return `#${node.props.hashtag}`;
    case 'emojiCode':
      return `:${node.props.name}:`;
    case 'unicodeEmoji':
      return node.props.emoji;
    case 'url':
      return node.props.url;
    case 'inlineCode':
    case 'blockCode':
      return ` ${node.props.code} `;
    case 'mathInline':
    case 'mathBlock':
      return ` ${node.props.formula} `;
    case 'search':
      return node.props.content;
    case 'quote':
    case 'center':
      // Blocks swallow the line breaks around them; keep the words apart.
      return ` ${(node.children ?? []).map(plainOf).join('')} `;
    default:
      return (node.children ?? []).map(plainOf).join('');
  }
}
