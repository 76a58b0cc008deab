import type * as mfm from 'mfm-js';
import { useEffect, useState } from 'react';
import { isPlainProse, nyaize } from './nyaize';
import { type LateMfm, lateMfmNow, loadMfmParser, parseMfmLater, parseMfmNow, plainNodes } from './parse';
import { plainTextOf } from './plain-text';
import { textLines } from './text-lines';

/** What the text refers to: the author's server (for mentions without a host) and custom emoji. */
export interface MfmContext {
  /** The author's host; null for the local server. */
  authorHost?: string | null;
  /** Custom emoji images by name (a note's `emojis`); local emoji without one use /emoji/{name}.webp. */
  emojis?: Readonly<Record<string, string>>;
  /** Whether the author is on another server (then an unknown emoji stays ':name:'). */
  remote?: boolean;
  /**
   * Makes each custom emoji (outside links) a button that calls this with the emoji and the
   * button, for a menu (a note's text: copy, details, edit).
   */
  onEmojiMenu?: (emoji: MfmEmoji, anchor: HTMLElement) => void;
  /**
   * Speak as a cat (Misskey's nyaize): the author is a cat account (`isCat`), so the text's words
   * are drawn as a cat says them; code, links, mentions, hashtags, quotes and `<plain>` are not.
   */
  nyaize?: boolean;
}

/** A custom emoji in MFM text, as a menu about it needs it. */
export interface MfmEmoji {
  /** Its name, without the colons. */
  name: string;
  /** Its image. */
  url: string;
  /** Whether it is this server's (not the remote author's server's). */
  local: boolean;
}

/**
 * Renders MFM as React nodes (never as HTML): every node type of spec 001 section 3 and every
 * function of section 5 within its limits (nesting 20, scale capped at 5, validated colours and
 * speeds). Unknown nodes are skipped; math is shown as code; links are http/https only.
 */
export function Mfm({ text, plain = false, ...ctx }: { text: string; plain?: boolean } & MfmContext) {
  const late = useLateMfm(text !== '');
  const full = useMfmNodes(plain ? '' : text);
  // Until the parser and renderer have come, the text as written (they follow the first paint);
  // a cat's text without markup is already the cat's.
  if (!late) return <>{textLines(ctx.nyaize && isPlainProse(text) ? nyaize(text) : text, 'm')}</>;
  const drawn = late.renderNodes(plain ? late.parseSimple(text) : full, { ...ctx, sizing: 0 }, 'm');
  // Big, moved, turned or moving text is drawn in a box that clips it and never widens what holds it.
  if (!plain && late.anyCanEscape(full)) return <span className="mfm-box">{drawn}</span>;
  return <>{drawn}</>;
}

/**
 * Whether MFM's parser has come, asking for it after the paint and drawing again when it comes:
 * for components that read MFM as plain text (`mfmToPlainText`) without drawing any.
 */
export function useMfmParser(): boolean {
  return useLateMfm(true) !== null;
}

/**
 * A text's MFM as one line of plain text (see `mfmToPlainText`), for summaries such as a
 * notification quoting a note: the words without the markup, drawn again once MFM's parser has
 * come or a worker has read slow text.
 */
export function MfmPlainText({ text }: { text: string }) {
  return <>{plainTextOf(useMfmNodes(text))}</>;
}

/** MFM's parser and renderer, asked for after the paint when wanted; null until they have come. */
function useLateMfm(wanted: boolean): LateMfm | null {
  const now = lateMfmNow();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (now || !wanted) return;
    let live = true;
    void loadMfmParser().then(
      () => live && setLoaded(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [now, wanted]);
  return now;
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
