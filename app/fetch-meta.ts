import type { entities } from 'misskey-js';
import { JSON_HEADERS, postApi } from '../kernel/api/post-api';

/** The parts of the instance's metadata the shell needs before any extension runs. */
export interface InstanceMeta {
  name: string | null;
  description: string | null;
  version: string;
  iconUrl: string | null;
  /** The server's picture for empty and informational views (spec 000: else the built-in one). */
  infoImageUrl?: string | null;
  /** The base role's policies: a visitor's. */
  policies?: Partial<entities.RolePolicies>;
}

/** POST /api/meta, as every Misskey server answers it. */
export async function fetchMeta(): Promise<entities.MetaDetailed> {
  const response = await postApi(fetch, '', 'meta', JSON.stringify({ detail: true }), { ...JSON_HEADERS });
  if (!response.ok) throw new Error(`meta answered HTTP ${response.status}`);
  return (await response.json()) as entities.MetaDetailed;
}

/** Hands the server's information picture to the stylesheet (empty lists draw it from --info-image). */
export function applyInfoImage(meta: InstanceMeta): void {
  if (meta.infoImageUrl && /^https?:\/\//.test(meta.infoImageUrl)) {
    document.documentElement.style.setProperty('--info-image', `url(${JSON.stringify(meta.infoImageUrl)})`);
  }
}
