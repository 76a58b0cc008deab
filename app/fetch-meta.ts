/** The parts of the instance's metadata the shell needs before any extension runs. */
export interface InstanceMeta {
  name: string | null;
  description: string | null;
  version: string;
  iconUrl: string | null;
  /** The server's picture for empty and informational views (spec 000: else the built-in one). */
  infoImageUrl?: string | null;
}

/** POST /api/meta, as every Misskey server answers it. */
export async function fetchMeta(): Promise<InstanceMeta> {
  const response = await fetch('/api/meta', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ detail: true }),
  });
  if (!response.ok) throw new Error(`meta answered HTTP ${response.status}`);
  const meta = (await response.json()) as InstanceMeta;
  // Empty lists draw it from a CSS variable (stylesheets take no scripts' values otherwise).
  if (meta.infoImageUrl && /^https?:\/\//.test(meta.infoImageUrl)) {
    document.documentElement.style.setProperty('--info-image', `url(${JSON.stringify(meta.infoImageUrl)})`);
  }
  return { name: meta.name, description: meta.description, version: meta.version, iconUrl: meta.iconUrl };
}
