/** Misskey's aid and aidx epoch: 2000-01-01T00:00:00Z. */
const AID_EPOCH = 946_684_800_000;
/** meid keeps its time with this bit set, so its ids start with 8 or higher. */
const MEID_OFFSET = 0x800000000000;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * When a Misskey id was made, read from the id itself (each of Misskey's id formats starts with
 * its creation time): aid and aidx (base 36), meid and meidg, ulid, and MongoDB's ObjectId. Null
 * for an id of no known format. For answers that carry an id but no time (admin/show-user's
 * sign-ins).
 */
export function timeOfId(id: string): number | null {
  let time: number;
  if (/^[0-9a-z]{10}$|^[0-9a-z]{16}$/.test(id)) time = Number.parseInt(id.slice(0, 8), 36) + AID_EPOCH;
  else if (/^g[0-9a-f]{23}$/.test(id)) time = Number.parseInt(id.slice(1, 12), 16);
  else if (/^[89a-f][0-9a-f]{23}$/.test(id)) time = Number.parseInt(id.slice(0, 12), 16) - MEID_OFFSET;
  else if (/^[0-7][0-9a-f]{23}$/.test(id)) time = Number.parseInt(id.slice(0, 8), 16) * 1000;
  else if (/^[0-9A-HJKMNP-TV-Z]{26}$/i.test(id))
    time = [...id.slice(0, 10).toUpperCase()].reduce((sum, c) => sum * 32 + CROCKFORD.indexOf(c), 0);
  else return null;
  return Number.isFinite(time) && time > 0 ? time : null;
}
