import { isSafeUrl } from '@tessera/sdk';
import { permissions } from 'misskey-js';

/** What an app asks for on /miauth/{session}: its name, icon, where to return, and its permissions. */
export interface MiauthRequest {
  session: string;
  name: string | null;
  icon: string | null;
  callback: string | null;
  permission: string[];
}

/** The names that are Misskey permissions, each once, in the order given (an app's request). */
export function knownPermissions(names: readonly string[]): string[] {
  const known = new Set<string>(permissions);
  return [...new Set(names)].filter((name) => known.has(name));
}

/** An http(s) address as given, normalised, or null for anything else. */
export const webUrl = (text: string | null): string | null => (text && isSafeUrl(text) ? new URL(text).href : null);

/**
 * Reads the MiAuth query as Misskey's page does (name, icon, callback, permission as a comma
 * list). Only http(s) icons and callbacks are kept; unknown permissions are dropped.
 */
export function readMiauthRequest(session: string, query: string): MiauthRequest {
  const params = new URLSearchParams(query);
  return {
    session,
    name: params.get('name')?.trim() || null,
    icon: webUrl(params.get('icon')),
    callback: webUrl(params.get('callback')),
    permission: knownPermissions((params.get('permission') ?? '').split(',').map((p) => p.trim())),
  };
}

/** Where the person goes back to after allowing: the app's callback with one query value added. */
export function callbackWith(callback: string, name: string, value: string): string {
  const url = new URL(callback);
  url.searchParams.set(name, value);
  return url.href;
}
