import { bindFirst } from '../bind-first';
import type { Db } from '../db/database';
import { hashtagTrends } from '../notes/trends';
import { explorableUsers } from './explorable-users';
import { listHashtags, searchHashtags, showHashtag } from './hashtags';

/** What the explore page lists (accounts, hashtags, trends), bound to one database: `ctx.services.explore`. */
export function exploreOf(db: Db) {
  const bind = bindFirst(db);
  return {
    users: bind(explorableUsers),
    hashtags: bind(listHashtags),
    hashtag: bind(showHashtag),
    searchHashtags: bind(searchHashtags),
    trends: bind(hashtagTrends),
  };
}

/** The explore lists of an instance (see exploreOf). */
export type Explore = ReturnType<typeof exploreOf>;
