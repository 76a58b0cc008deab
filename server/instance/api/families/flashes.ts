import { text } from '../schema';

/** What a Play is written with, as flash/create and flash/update take it. */
export const flashFieldProperties = {
  title: text(256),
  summary: text(1024),
  script: text(65_536),
  permissions: { type: 'array', maxItems: 64, items: text(64) },
  visibility: { type: 'string', enum: ['public', 'private'] },
} as const;
