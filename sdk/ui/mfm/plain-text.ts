import type * as mfm from 'mfm-js';
import { parseMfmNow } from './parse';

/**
 * MFM as one line of plain text, for summaries (a notification quoting a note, a title): the
 * words stay, the markup goes; mentions, hashtags and emoji codes read as written.
 */
export function mfmToPlainText(text: string): string {
  // Text too slow to parse here is already as plain as it gets.
  const nodes = parseMfmNow(text);
  return (nodes ? nodes.map(plainOf).join('') : text).replace(/\s+/g, ' ').trim();
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
