import type * as mfm from 'mfm-js';
import { Fragment, type ReactNode } from 'react';
import { CustomEmojiImage } from '../CustomEmojiImage';
import { Link } from '../Link';
import { isSafeUrl } from '../safe-url';
import { UnicodeEmoji } from '../UnicodeEmoji';
import { CodeBlock } from './CodeBlock';
import { fnStyle, isSizing } from './fn-style';
import { MFM_SIZING_DEPTH } from './limits';
import type { MfmContext } from './Mfm';
import { nyaize } from './nyaize';
import { textLines } from './text-lines';
import './mfm.css';

// The MFM tree drawn as React nodes. It loads with mfm-js (late.ts), after the first paint: until
// then there is no tree to draw, only the text as written.

/** The render's own state: how many size effects (x2-x4, scale) the current node sits inside. */
export interface RenderContext extends MfmContext {
  sizing: number;
  /** Inside a link, where an emoji is no button of its own. */
  inLink?: boolean;
}

export function renderNodes(nodes: readonly mfm.MfmNode[], ctx: RenderContext, key: string): ReactNode[] {
  // MFM nodes have no identity but their place in the text.
  const placed = nodes.map((node, position) => ({ node, path: `${key}.${position}` }));
  return placed.map(({ node, path }) => <Fragment key={path}>{renderNode(node, ctx, path)}</Fragment>);
}

function renderNode(node: mfm.MfmNode, ctx: RenderContext, key: string): ReactNode {
  const children = () => renderNodes(node.children ?? [], ctx, key);
  // Words quoted, linked or marked plain are not the cat's own: Misskey leaves them as written.
  const asWritten = () => renderNodes(node.children ?? [], { ...ctx, nyaize: false }, key);
  switch (node.type) {
    case 'text':
      return textLines(ctx.nyaize ? nyaize(node.props.text) : node.props.text, key);
    case 'plain':
      return asWritten();
    case 'bold':
      return <b>{children()}</b>;
    case 'italic':
      return <i>{children()}</i>;
    case 'strike':
      return <del>{children()}</del>;
    case 'small':
      return <small className="mfm-small">{children()}</small>;
    case 'center':
      return <div className="mfm-center">{children()}</div>;
    case 'quote':
      return <blockquote className="mfm-quote">{asWritten()}</blockquote>;
    case 'inlineCode':
      return <code className="mfm-code">{node.props.code}</code>;
    case 'blockCode':
      return <CodeBlock code={node.props.code} lang={node.props.lang} />;
    case 'mathInline':
      return <code className="mfm-math">{node.props.formula}</code>;
    case 'mathBlock':
      return (
        <pre className="mfm-math-block">
          <code>{node.props.formula}</code>
        </pre>
      );
    case 'search':
      return (
        <span className="mfm-search">
          <Link to={`/search?q=${encodeURIComponent(node.props.query)}`}>{node.props.content}</Link>
        </span>
      );
    case 'url':
      return isSafeUrl(node.props.url) ? (
        <a className="mfm-url" href={node.props.url} target="_blank" rel="nofollow noopener noreferrer">
          {node.props.url}
        </a>
      ) : (
        node.props.url
      );
    case 'link':
      return isSafeUrl(node.props.url) ? (
        <a
          className="mfm-link"
          href={node.props.url}
          target="_blank"
          rel="nofollow noopener noreferrer"
          title={node.props.url}
        >
          {renderNodes(node.children, { ...ctx, inLink: true, nyaize: false }, key)}
        </a>
      ) : (
        asWritten()
      );
    case 'mention': {
      // A mention without a host points at the author's server.
      const host = node.props.host ?? ctx.authorHost ?? null;
      const acct = host ? `@${node.props.username}@${host}` : `@${node.props.username}`;
      return (
        <Link className="mfm-mention" to={`/${acct}`} dir="ltr">
          {node.props.acct}
        </Link>
      );
    }
    case 'hashtag':
      return (
        <Link className="mfm-hashtag" to={`/tags/${encodeURIComponent(node.props.hashtag)}`}>
          #{node.props.hashtag}
        </Link>
      );
    case 'emojiCode': {
      const name = node.props.name;
      const url = ctx.emojis?.[name] ?? (ctx.remote ? undefined : `/emoji/${name}.webp`);
      // A remote author's emoji with no known image stays as its code.
      if (!url || !isSafeUrl(new URL(url, 'https://local.invalid').href)) return `:${name}:`;
      const image = <CustomEmojiImage className="mfm-emoji" name={name} url={url} />;
      const menu = ctx.onEmojiMenu;
      if (!menu || ctx.inLink) return image;
      return (
        <button
          type="button"
          className="mfm-emoji-button"
          onClick={(event) => {
            event.stopPropagation();
            menu({ name, url, local: !ctx.remote }, event.currentTarget);
          }}
        >
          {image}
        </button>
      );
    }
    case 'unicodeEmoji':
      return <UnicodeEmoji className="mfm-unicode-emoji" emoji={node.props.emoji} />;
    case 'fn':
      return renderFn(node, ctx, key, children);
    default:
      return null; // an unknown node: skipped
  }
}

function renderFn(node: mfm.MfmFn, ctx: RenderContext, key: string, children: () => ReactNode[]): ReactNode {
  const { name, args } = node.props;
  if (name === 'ruby') {
    const [first, ...rest] = node.children;
    if (first?.type === 'text') {
      const said = ctx.nyaize ? nyaize(first.props.text) : first.props.text;
      const [base = '', ...reading] = said.split(' ');
      return (
        <ruby>
          {base}
          <rt>{reading.join(' ')}</rt>
          {renderNodes(rest, ctx, key)}
        </ruby>
      );
    }
    return children();
  }
  if (name === 'unixtime') {
    const first = node.children[0];
    const seconds = first?.type === 'text' ? Number.parseInt(first.props.text, 10) : Number.NaN;
    const date = new Date(seconds * 1000);
    // A time past JavaScript's date range (9999999999999) shows as written rather than throwing.
    if (!Number.isFinite(date.getTime())) return children();
    return <time dateTime={date.toISOString()}>{date.toLocaleString()}</time>;
  }
  // Size effects compound when nested; past a few levels the inner ones show their content plainly.
  if (isSizing(name) && ctx.sizing >= MFM_SIZING_DEPTH) return children();
  const look = fnStyle(name, args, ctx.sizing);
  if (!look) return children(); // an unknown function shows its content plainly
  const inner = isSizing(name) ? renderNodes(node.children, { ...ctx, sizing: ctx.sizing + 1 }, key) : children();
  return (
    <span className={look.className} style={look.style}>
      {inner}
    </span>
  );
}
