/** A page's summary as a Misskey server's /url answers it (summaly's result). */
export interface UrlSummary {
  url: string;
  title: string | null;
  description: string | null;
  icon: string | null;
  thumbnail: string | null;
  sitename: string | null;
  sensitive?: boolean;
  player: { url: string | null; width: number | null; height: number | null; allow?: string[] };
}

/** One request per page and language while the tab lives; the browser's cache keeps the rest (a day). */
const asked = new Map<string, Promise<UrlSummary | null>>();

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The summary with every field checked: what is not what it should be is left out. */
function checked(raw: unknown, url: string): UrlSummary | null {
  if (typeof raw !== 'object' || raw === null || 'error' in raw) return null;
  const r = raw as Record<string, unknown>;
  const player = (typeof r.player === 'object' && r.player !== null ? r.player : {}) as Record<string, unknown>;
  const size = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
  return {
    url: text(r.url) ?? url,
    title: text(r.title),
    description: text(r.description),
    icon: text(r.icon),
    thumbnail: text(r.thumbnail),
    sitename: text(r.sitename),
    sensitive: r.sensitive === true,
    player: {
      url: text(player.url),
      width: size(player.width),
      height: size(player.height),
      allow: Array.isArray(player.allow) ? player.allow.filter((a): a is string => typeof a === 'string') : [],
    },
  };
}

/**
 * A link's preview from the server's /url (the local instance's, or the Misskey server's in
 * proxy mode), in the viewer's language; null when the server has none for it.
 */
export function fetchPreview(url: string, lang: string): Promise<UrlSummary | null> {
  const page = new URL(url);
  page.hash = '';
  const key = `${page.href}@${lang}`;
  let answer = asked.get(key);
  if (!answer) {
    answer = fetch(`/url?${new URLSearchParams({ url: page.href, lang }).toString()}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((raw: unknown) => checked(raw, page.href))
      .catch(() => {
        // A network failure is not kept: the next card of this page asks again.
        asked.delete(key);
        return null;
      });
    asked.set(key, answer);
  }
  return answer;
}
