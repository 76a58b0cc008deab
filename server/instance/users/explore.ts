import { bindFirst } from '../bind-first';
import type { Db } from '../db/database';
import { recommendedPolls } from '../notes/recommended-polls';
import { hashtagTrends } from '../notes/trends';
import { explorableUsers, recommendedUsers } from './explorable-users';
import { listHashtags, searchHashtags, showHashtag } from './hashtags';

/** What the explore page lists (accounts, hashtags, trends, recommendations), bound to one database: `ctx.services.explore`. */
export function exploreOf(db: Db) {
  const bind = bindFirst(db);
  return {
    users: bind(explorableUsers),
    recommendedUsers: bind(recommendedUsers),
    recommendedPolls: bind(recommendedPolls),
    hashtags: bind(listHashtags),
    hashtag: bind(showHashtag),
    searchHashtags: bind(searchHashtags),
    trends: bind(hashtagTrends),
  };
}

/** The explore lists of an instance (see exploreOf). */
export type Explore = ReturnType<typeof exploreOf>;
