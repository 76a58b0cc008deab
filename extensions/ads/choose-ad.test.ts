import { describe, expect, it } from 'vitest';
import { chooseAd, type RunningAd } from './choose-ad';

const ad = (id: string, place: string, ratio: number, dayOfWeek = 0): RunningAd => ({
  id,
  place,
  ratio,
  dayOfWeek,
  url: 'https://example.com/',
  imageUrl: 'https://example.com/a.png',
});

describe('choosing an ad (spec 001 "Ads")', () => {
  const ads = [ad('wide', 'horizontal', 1), ad('wider', 'horizontal', 3), ad('box', 'square', 1)];

  it('picks among the preferred places weighted by ratio', () => {
    expect(chooseAd(ads, ['horizontal'], [], 1, 0.1)?.id).toBe('wide'); // 0.1 × 4 falls in wide's 1
    expect(chooseAd(ads, ['horizontal'], [], 1, 0.5)?.id).toBe('wider');
  });

  it('falls back to square ads, and to none', () => {
    expect(chooseAd(ads, ['vertical'], [], 1, 0.9)?.id).toBe('box');
    expect(chooseAd([ad('wide', 'horizontal', 1)], ['vertical'], [], 1, 0.5)).toBeNull();
  });

  it('counts a muted ad as ratio 0, picked only when nothing else fits', () => {
    expect(chooseAd(ads, ['horizontal'], ['wider'], 1, 0.99)?.id).toBe('wide');
    expect(chooseAd([ad('only', 'square', 2)], ['square'], ['only'], 1, 0.3)?.id).toBe('only');
  });

  it('shows an ad only on its weekdays (a bit per day from Sunday; 0 for every day)', () => {
    const mondays = [ad('monday', 'square', 1, 0b10)];
    expect(chooseAd(mondays, ['square'], [], 1, 0)?.id).toBe('monday');
    expect(chooseAd(mondays, ['square'], [], 2, 0)).toBeNull();
  });
});
