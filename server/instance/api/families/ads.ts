import { clientError } from '../../errors';
import { text } from '../schema';

/** An ad's fields as admin/ad/create and update take them (Misskey's: plain strings and integers). */
export const adFields = {
  url: { type: 'string', minLength: 1, maxLength: 2048 },
  imageUrl: { type: 'string', minLength: 1, maxLength: 2048 },
  memo: text(2048),
  place: text(64),
  priority: text(64),
  ratio: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  startsAt: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
  expiresAt: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
  dayOfWeek: { type: 'integer', minimum: 0, maximum: 127 },
  isSensitive: { type: 'boolean' },
} as const;

/** Misskey's error for an unknown ad; update and delete each have their own id. */
export const noSuchAd = (id: string) => clientError('NO_SUCH_AD', id, 'No such ad.');
