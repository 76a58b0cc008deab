import { permissions } from 'misskey-js';

/** A permission an app token may hold (Misskey's `kind` of an endpoint), as misskey-js lists them. */
export type Permission = (typeof permissions)[number];

const known = new Set<string>(permissions);

/** Whether a string is one of Misskey's permissions. */
export function isPermission(value: string): value is Permission {
  return known.has(value);
}
