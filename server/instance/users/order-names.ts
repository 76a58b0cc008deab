/** Misskey's user orders; '+' means most first. */
export const USER_ORDERS = {
  '+follower': 'followers_count DESC',
  '-follower': 'followers_count ASC',
  '+createdAt': 'created_at DESC',
  '-createdAt': 'created_at ASC',
  '+updatedAt': 'MAX(COALESCE(updated_at, 0), COALESCE(last_active_at, 0), created_at) DESC',
  '-updatedAt': 'MAX(COALESCE(updated_at, 0), COALESCE(last_active_at, 0), created_at) ASC',
} as const;

/** Misskey's hashtag orders ('+' means most first); remote counts are always 0 here. */
export const HASHTAG_ORDERS = [
  '+mentionedUsers',
  '-mentionedUsers',
  '+mentionedLocalUsers',
  '-mentionedLocalUsers',
  '+mentionedRemoteUsers',
  '-mentionedRemoteUsers',
  '+attachedUsers',
  '-attachedUsers',
  '+attachedLocalUsers',
  '-attachedLocalUsers',
  '+attachedRemoteUsers',
  '-attachedRemoteUsers',
] as const;
