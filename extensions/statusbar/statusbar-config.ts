import type { StatusbarContribution, StatusbarPlacement, StatusbarSize } from './api';

/** The sizes in Misskey's order, smallest first. */
export const STATUSBAR_SIZES: readonly StatusbarSize[] = ['verySmall', 'small', 'medium', 'large', 'veryLarge'];
/** The slowest and fastest pass of the marquee, in seconds (Misskey's range). */
export const MARQUEE_SECONDS = { min: 5, max: 150 } as const;
/** The shortest refresh interval a bar may ask for, in seconds: no server wants a poll a second. */
export const MIN_REFRESH_SECONDS = 10;

/** The settings every kind of bar has, kept in its `props` as Misskey keeps them. */
export interface CommonBarSettings {
  refreshIntervalSec: number;
  marqueeDuration: number;
  marqueeReverse: boolean;
}

const COMMON_DEFAULTS: CommonBarSettings = { refreshIntervalSec: 120, marqueeDuration: 100, marqueeReverse: false };

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A bar's common settings from its props, within their bounds (props may come from another client). */
export function commonSettings(props: Readonly<Record<string, unknown>>): CommonBarSettings {
  return {
    refreshIntervalSec: Math.max(
      MIN_REFRESH_SECONDS,
      numberOr(props.refreshIntervalSec, COMMON_DEFAULTS.refreshIntervalSec),
    ),
    marqueeDuration: clamp(
      numberOr(props.marqueeDuration, COMMON_DEFAULTS.marqueeDuration),
      MARQUEE_SECONDS.min,
      MARQUEE_SECONDS.max,
    ),
    marqueeReverse: props.marqueeReverse === true,
  };
}

/** A new bar of a kind (or of none yet), medium-sized, in the theme's colours. */
export function newStatusbar(id: string, kind: StatusbarContribution | undefined): StatusbarPlacement {
  return {
    id,
    name: null,
    type: kind?.type ?? null,
    black: false,
    size: 'medium',
    props: { ...COMMON_DEFAULTS, ...kind?.defaultSettings },
  };
}

/** The bar made another kind: the kind's own settings start afresh, the common ones stay. */
export function withKind(bar: StatusbarPlacement, kind: StatusbarContribution): StatusbarPlacement {
  return { ...bar, type: kind.type, name: null, props: { ...commonSettings(bar.props), ...kind.defaultSettings } };
}

/** The bars with one moved a place up (-1) or down (1); unchanged at an end. */
export function moveStatusbar(bars: readonly StatusbarPlacement[], id: string, by: -1 | 1): StatusbarPlacement[] {
  const from = bars.findIndex((b) => b.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= bars.length) return [...bars];
  const next = [...bars];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
