import type { entities } from 'misskey-js';

/** An ad as the server's metadata lists it. */
export type RunningAd = entities.MetaLite['ads'][number];

/** Whether an ad runs on this weekday: `dayOfWeek` is a bit per day from Sunday, 0 for every day. */
export function runsToday(ad: RunningAd, day: number): boolean {
  return ad.dayOfWeek === 0 || (ad.dayOfWeek & (1 << day)) !== 0;
}

/**
 * Picks an ad as Misskey does: among those of the preferred places (else the square ones),
 * weighted by ratio, a muted ad counting as ratio 0 and so picked only when nothing else fits.
 * `random` is a number in [0, 1).
 */
export function chooseAd(
  ads: readonly RunningAd[],
  prefer: readonly string[],
  muted: readonly string[],
  day: number,
  random: number,
): RunningAd | null {
  const today = ads.filter((ad) => runsToday(ad, day));
  const preferred = today.filter((ad) => prefer.includes(ad.place));
  const pool = preferred.length > 0 ? preferred : today.filter((ad) => ad.place === 'square');
  if (pool.length === 0) return null;
  const weights = pool.map((ad) => (muted.includes(ad.id) ? 0 : Math.max(0, ad.ratio)));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return pool[Math.floor(random * pool.length)] ?? null;
  let point = random * sum;
  for (const [i, ad] of pool.entries()) {
    point -= weights[i] ?? 0;
    if (point < 0) return ad;
  }
  return pool[pool.length - 1] ?? null;
}
