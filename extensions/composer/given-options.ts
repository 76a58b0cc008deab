import type { ComposerOptions } from './api';

/**
 * The options with the ids the given reply, quote and channel stand for, so that what keys on ids
 * (drafts, the post itself) reads them whichever way the caller gave them.
 */
export function withGivenIds(options: ComposerOptions): ComposerOptions {
  const { reply, renote, channel } = options;
  return {
    ...options,
    ...(reply && !options.replyId ? { replyId: reply.id } : {}),
    ...(renote && !options.renoteId ? { renoteId: renote.id } : {}),
    ...(channel && !options.channelId ? { channelId: channel.id } : {}),
  };
}
