import { descriptionTags } from '../mfm/hashtags';
import { parseBounded } from '../mfm/parse-bounded';
import { matchesWordList } from '../moderation/word-list';

/**
 * Reading what people write: MFM parsed within bounds, the hashtags of a profile's description,
 * and the moderators' word lists. What endpoints reach as `ctx.services.text`.
 */
export const userText = { parse: parseBounded, descriptionTags, matchesWordList };

/** The text readers (see userText). */
export type UserText = typeof userText;
