/** What kind of device the client runs on (spec 001 section 4, Misskey's deviceKind). */
export type DeviceKind = 'smartphone' | 'tablet' | 'desktop';

/** What the device kind is told from: the browser's user agent, touch support and the window's width. */
export interface DeviceTraits {
  userAgent: string;
  touch: boolean;
  width: number;
}

/** Wider than this, a phone's user agent is taken for a tablet's. */
const TABLET_WIDTH = 700;

/**
 * The device kind, by Misskey's rules: an iPad (or iPadOS, which says "Macintosh" but has touch)
 * is a tablet; a phone's user agent (mobile, iPhone, Android) is a tablet when the window is
 * wider than 700 pixels and a smartphone otherwise; anything else is a desktop.
 */
export function deviceKindOf({ userAgent, touch, width }: DeviceTraits): DeviceKind {
  const ua = userAgent.toLowerCase();
  const phoneAgent = /mobile|iphone|android/.test(ua);
  const iPad = ua.includes('ipad') || (ua.includes('macintosh') && touch);
  if (iPad || (phoneAgent && width > TABLET_WIDTH)) return 'tablet';
  return phoneAgent ? 'smartphone' : 'desktop';
}

/** This window's device kind, as it is now (Misskey tells it once, as the page loads). */
export function detectDeviceKind(win: Window): DeviceKind {
  return deviceKindOf({
    userAgent: win.navigator?.userAgent ?? '',
    touch: win.document !== undefined && 'ontouchend' in win.document,
    width: win.innerWidth ?? 0,
  });
}
