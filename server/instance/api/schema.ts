/**
 * Parameter schema pieces with Misskey's bounds, shared by the endpoint definitions so every id,
 * name and list is bounded the same way (and a generated bad-input test can rely on it).
 */

/** An id, checked by the `misskey:id` format (letters, digits and dashes, at most 64). */
export const id = { type: 'string', format: 'misskey:id' } as const;
/** An id or null. */
export const nullableId = { type: ['string', 'null'], format: 'misskey:id' } as const;

/** A list of distinct ids of at most `maxItems`. */
export const idList = <N extends number>(maxItems: N) =>
  ({ type: 'array', uniqueItems: true, maxItems, items: id }) as const;

/** Text of at most `maxLength` characters. */
export const text = <N extends number>(maxLength: N) => ({ type: 'string', maxLength }) as const;
/** Text of at most `maxLength` characters, or null. */
export const nullableText = <N extends number>(maxLength: N) => ({ type: ['string', 'null'], maxLength }) as const;

/** A username as people type it (Misskey's are at most 20 characters; remote ones a little more). */
export const username = text(128);
/** A host name, or null for this server. */
export const host = nullableText(256);
/** A URL. */
export const url = text(2048);

/** A password as typed: hashed as it comes, so bounded so no one hashes a megabyte. */
export const password = text(1024);

/** A username and password, both required (account creation and sign-up). */
export const credentials = {
  type: 'object',
  properties: { username, password },
  required: ['username', 'password'],
} as const;
