import { text } from '../schema';

/** The fields of a decoration as the admin endpoints take them (Misskey's, with bounds). */
export const decorationFields = {
  name: { ...text(256), minLength: 1 },
  description: text(2048),
  url: { ...text(2048), minLength: 1 },
  roleIdsThatCanBeUsedThisDecoration: { type: 'array', maxItems: 64, items: text(64) },
} as const;
