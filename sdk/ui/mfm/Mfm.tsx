import type * as mfm from 'mfm-js';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { Link } from '../Link';
import { fnStyle, isSizing, MFM_SIZING_DEPTH } from './fn-style';
import { loadMfmParser, parseMfmLater, parseMfmNow, parseSimpleNow, plainNodes } from './parse';
import './mfm.css';
import { UnicodeEmoji } from '../UnicodeEmoji';

/** What the text refers to: the author's server (for mentions without a host) and custom emoji. */
export interface MfmContext {
  /** The author's host; null for the local server. */
  authorHost?: string | null;
  /** Custom emoji images by name (a note's `emojis`); local emoji without one use /emoji/{name}.webp. */
  emojis?: Readonly<Record<string, string>>;
  /** Whether the author is on another server (then an unknown emoji stays ':name:'). */
  remote?: boolean;
}

/** Whether a URL may become a link: http and https only (spec 001 section 5). */
export function isSafeUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Renders MFM as React nodes (never as HTML): every node type of spec 001 section 3 and every
 * function of section 5 within its limits (nesting 20, scale capped at 5, validated colours and
 * speeds). Unknown nodes are skipped; math is shown as code; links are http/https only.
 */
export function Mfm({ text, plain = false, ...ctx }: { text: string; plain?: boolean } & MfmContext) {
  const full = useMfmNodes(plain ? '' : text);
  const simple = useSimpleNodes(plain ? text : '');
  return <>{renderNodes(plain ? simple : full, { ...ctx, sizing: 0 }, 'm')}</>;
}

/** A name's simple tree (text and emoji), drawn as plain text until mfm-js has come. */
function useSimpleNodes(text: string): mfm.MfmNode[] {
  const now = parseSimpleNow(text);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (now || !text) return;
    let live = true;
    void loadMfmParser().then(
      () => live && setLoaded(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [now, text]);
  return now ?? plainNodes(text);
}

/**
 * A text's MFM tree without ever blocking for long: at once for ordinary text, and for text that
 * could parse slowly, the plain text first and the tree once a worker has parsed it in time.
 */
export function useMfmNodes(text: string): mfm.MfmNode[] {
  const now = parseMfmNow(text);
  const [late, setLate] = useState<{ text: string; nodes: mfm.MfmNode[] } | null>(null);
  const waiting = now === undefined;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void parseMfmLater(text).then((nodes) => {
      if (live) setLate({ text, nodes });
    });
    return () => {
      live = false;
    };
  }, [text, waiting]);
  return now ?? (late?.text === text ? late.nodes : plainNodes(text));
}

/** The render's own state: how many size effects (x2-x4, scale) the current node sits inside. */
interface RenderContext extends MfmContext {
  sizing: number;
}

function renderNodes(nodes: readonly mfm.MfmNode[], ctx: RenderContext, key: string): ReactNode[] {
  // MFM nodes have no identity but their place in the text.
  const placed = nodes.map((node, position) => ({ node, path: `${key}.${position}` }));
  return placed.map(({ node, path }) => <Fragment key={path}>{renderNode(node, ctx, path)}</Fragment>);
}

function renderNode(node: mfm.MfmNode, ctx: RenderContext, key: string): ReactNode {
  const children = () => renderNodes(node.children ?? [], ctx, key);
  switch (node.type) {
    case 'text':
      return node.props.text
        .split('\n')
        .map((line, position) => ({ line, path: `${key}/${position}` }))
        .map(({ line, path }, position) => (
          <Fragment key={path}>
            {position > 0 && <br />}
            {line}
          </Fragment>
        ));
    case 'plain':
      return children();
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
      return <blockquote className="mfm-quote">{children()}</blockquote>;
    case 'inlineCode':
      return <code className="mfm-code">{node.props.code}</code>;
    case 'blockCode':
      return (
        <pre className="mfm-code-block" data-lang={node.props.lang ?? undefined}>
          <code>{node.props.code}</code>
        </pre>
      );
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
          {children()}
        </a>
      ) : (
        children()
      );
    case 'mention': {
      // A mention without a host points at the author's server.
      const host = node.props.host ?? ctx.authorHost ?? null;
      const acct = host ? `@${node.props.username}@${host}` : `@${node.props.username}`;
      return (
        <Link className="mfm-mention" to={`/${acct}`}>
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
      return <img className="mfm-emoji" src={url} alt={`:${name}:`} title={`:${name}:`} draggable={false} />;
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
      const [base = '', ...reading] = first.props.text.split(' ');
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
  const look = fnStyle(name, args);
  if (!look) return children(); // an unknown function shows its content plainly
  const inner = isSizing(name) ? renderNodes(node.children, { ...ctx, sizing: ctx.sizing + 1 }, key) : children();
  return (
    <span className={look.className} style={look.style}>
      {inner}
    </span>
  );
}

/** Whether MFM text uses the big or positioned effects that make a note collapse or warn (x2-x4, scale, position). */
export function usesBigEffects(text: string): { big: boolean; scaleOrPosition: boolean } {
  // Text too slow to parse here counts by what it says: a `$[x2` or `$[scale` anywhere.
  const nodes = parseMfmNow(text);
  const fns = nodes ? fnNames(nodes) : [...text.matchAll(/\$\[(\w+)/g)].map((m) => m[1] ?? '');
  return {
    big: fns.some((f) => f === 'x2' || f === 'x3' || f === 'x4' || f === 'scale'),
    scaleOrPosition: fns.some((f) => f === 'scale' || f === 'position'),
  };
}

/** The names of the functions ($[name ...]) anywhere in a tree. */
function fnNames(nodes: readonly mfm.MfmNode[]): string[] {
  return nodes.flatMap((n) => [...(n.type === 'fn' ? [n.props.name] : []), ...fnNames(n.children ?? [])]);
}
