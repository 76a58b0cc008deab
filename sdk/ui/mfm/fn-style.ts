import type * as mfm from 'mfm-js';
import type { CSSProperties } from 'react';
import { MFM_BORDER_RADIUS_CAP, MFM_BORDER_WIDTH_CAP, MFM_POSITION_CAP, MFM_SCALE_CAP } from './limits';

/** Whether a function changes the size of its content (and so compounds when nested). */
export function isSizing(name: string): boolean {
  return name === 'x2' || name === 'x3' || name === 'x4' || name === 'scale';
}

/**
 * Whether a function can draw outside the lines its text takes (bigger text, a move, a turn, a
 * motion): text that uses one is drawn in a box of its own that clips it.
 */
export function canEscape(name: string): boolean {
  return isSizing(name) || ANIMATIONS.has(name) || name === 'position' || name === 'rotate' || name === 'flip';
}

/** Whether any function in a tree can draw outside its text's lines (see `canEscape`). */
export function anyCanEscape(nodes: readonly mfm.MfmNode[]): boolean {
  return nodes.some((n) => (n.type === 'fn' && canEscape(n.props.name)) || anyCanEscape(n.children ?? []));
}

/** The font sizes of x2, x3 and x4, in percent. */
const BIG_SIZES: Readonly<Record<string, number>> = { x2: 200, x3: 400, x4: 600 };

const BORDER_STYLES = ['hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'];
const FONTS: Record<string, string> = {
  serif: 'serif',
  monospace: 'monospace',
  cursive: 'cursive',
  fantasy: 'fantasy',
  emoji: 'emoji',
  math: 'math',
};
const ANIMATIONS = new Set(['tada', 'jelly', 'twitch', 'shake', 'spin', 'jump', 'bounce', 'rainbow']);

type Args = Record<string, string | true>;

/** A speed or delay such as '1.5s'; anything else is the default. */
export function validTime(value: string | true | undefined, fallback: string): string {
  return typeof value === 'string' && /^\d+(\.\d+)?s$/.test(value) ? value : fallback;
}

/** A colour of 3 to 6 hex digits (as '#…'); anything else is the default f00. */
export function validColor(value: string | true | undefined): string {
  return typeof value === 'string' && /^[0-9a-f]{3,6}$/i.test(value) ? `#${value}` : '#f00';
}

const num = (value: string | true | undefined, fallback: number) => {
  const n = typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};
const clamp = (n: number, low: number, high: number) => Math.max(low, Math.min(high, n));
const clampScale = (n: number) => clamp(n, -MFM_SCALE_CAP, MFM_SCALE_CAP);

/**
 * How an MFM function looks: a CSS class for animations, inline styles for the rest; null for an
 * unknown one. `sizing` is how many size effects it sits inside: as in Misskey, an x2-x4 inside
 * another grows its text half as much.
 */
export function fnStyle(
  name: string,
  args: Args,
  sizing = 0,
): { className?: string; style?: CSSProperties; block?: boolean } | null {
  if (ANIMATIONS.has(name)) {
    const speed = validTime(args.speed, name === 'rainbow' ? '1s' : name === 'spin' ? '1.5s' : '1s');
    const delay = validTime(args.delay, '0s');
    const direction =
      name === 'spin' && args.left ? 'reverse' : name === 'spin' && args.alternate ? 'alternate' : 'normal';
    const variant = name === 'spin' && args.x ? 'spin-x' : name === 'spin' && args.y ? 'spin-y' : name;
    return {
      className: `mfm-animated mfm-${variant}`,
      style: { animationDuration: speed, animationDelay: delay, animationDirection: direction },
    };
  }
  switch (name) {
    case 'sparkle':
      return { className: 'mfm-sparkle' };
    case 'flip': {
      const transform = args.h && args.v ? 'scale(-1, -1)' : args.v ? 'scaleY(-1)' : 'scaleX(-1)';
      return { style: { display: 'inline-block', transform } };
    }
    case 'x2':
    case 'x3':
    case 'x4': {
      const size = BIG_SIZES[name] ?? 100;
      return { style: { fontSize: `${sizing > 0 ? size / 2 + 50 : size}%` }, className: 'mfm-big' };
    }
    case 'scale':
      return {
        // mfm-moved: a display preference may leave moved and scaled text in place.
        className: 'mfm-moved',
        style: {
          display: 'inline-block',
          transform: `scale(${clampScale(num(args.x, 1))}, ${clampScale(num(args.y, 1))})`,
        },
      };
    case 'position':
      return {
        className: 'mfm-moved',
        style: {
          display: 'inline-block',
          transform: `translate(${clamp(num(args.x, 0), -MFM_POSITION_CAP, MFM_POSITION_CAP)}em, ${clamp(num(args.y, 0), -MFM_POSITION_CAP, MFM_POSITION_CAP)}em)`,
        },
      };
    case 'fg':
      return { style: { color: validColor(args.color) } };
    case 'bg':
      return { style: { backgroundColor: validColor(args.color) } };
    case 'border': {
      const style = typeof args.style === 'string' && BORDER_STYLES.includes(args.style) ? args.style : 'solid';
      return {
        style: {
          display: 'inline-block',
          border: `${clamp(num(args.width, 1), 0, MFM_BORDER_WIDTH_CAP)}px ${style} ${args.color ? validColor(args.color) : 'var(--accent)'}`,
          borderRadius: `${clamp(num(args.radius, 0), 0, MFM_BORDER_RADIUS_CAP)}px`,
          overflow: args.noclip ? 'visible' : 'clip',
        },
      };
    }
    case 'font': {
      const family = Object.keys(args).find((k) => k in FONTS);
      return { style: { fontFamily: family ? FONTS[family] : 'inherit' } };
    }
    case 'blur':
      return { className: 'mfm-blur' };
    case 'rotate':
      return {
        style: {
          display: 'inline-block',
          transform: `rotate(${clamp(num(args.deg, 90), -360, 360)}deg)`,
          transformOrigin: 'center center',
        },
      };
    default:
      return null;
  }
}
