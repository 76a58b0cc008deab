/** The fields of an emoji as the admin endpoints take them (Misskey's, with bounds). */
export const emojiFieldProperties = {
  category: { type: ['string', 'null'], maxLength: 128 },
  aliases: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 128 } },
  license: { type: ['string', 'null'], maxLength: 1024 },
  isSensitive: { type: 'boolean' },
  localOnly: { type: 'boolean' },
  roleIdsThatCanBeUsedThisEmojiAsReaction: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 64 } },
} as const;
