/** What the page-load error view says, once it has asked the server. */
export interface Diagnosis {
  /** What to say; null when the server does not answer (the view says so itself). */
  text: string | null;
  /** The server's picture for errors, when it names one. */
  image: string | null;
  /** Whether clearing the cache may help (starting failed here, not on the server's side). */
  offerClearCache: boolean;
}

/**
 * Asks the server what it can (spec 001 section 8): no answer from meta (detail=false) means it
 * is down; when it serves another build of the client than this tab runs (`running`, the entry's
 * path), a new version is available; else starting failed here. Loaded only when the view is
 * shown with the server answering, so it costs the first view nothing.
 */
export async function diagnose(running: string): Promise<Diagnosis> {
  let image: string | null = null;
  try {
    const response = await fetch('/api/meta', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ detail: false }),
    });
    if (!response.ok) return { text: null, image, offerClearCache: false };
    const meta = (await response.json()) as { serverErrorImageUrl?: string | null };
    if (meta.serverErrorImageUrl && /^https?:\/\//.test(meta.serverErrorImageUrl)) image = meta.serverErrorImageUrl;
  } catch {
    return { text: null, image, offerClearCache: false };
  }
  let page = '';
  try {
    page = await (await fetch('/', { cache: 'no-store', credentials: 'omit' })).text();
  } catch {
    // the page itself did not come: say what is known
  }
  if (page && !page.includes(running)) {
    return {
      text: 'A new version of Tessera is available: this tab runs an older one. Reload to start the new one.',
      image,
      offerClearCache: false,
    };
  }
  return {
    text: 'Something went wrong while starting Tessera. Reloading may help; if it keeps happening, clearing the cache may.',
    image,
    offerClearCache: true,
  };
}
