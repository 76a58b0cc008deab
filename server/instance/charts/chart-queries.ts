import { bindFirst } from '../bind-first';
import type { Db } from '../db/database';
import {
  activeUsersChart,
  driveChart,
  notesChart,
  recordProfileView,
  userDriveChart,
  userFollowingChart,
  userPvChart,
  userReactionsChart,
  usersChart,
} from './charts';
import { retentionRecords } from './retention';

/** The instance's charts, bound to one database: what endpoints reach as `ctx.services.charts`. */
export function chartsOf(db: Db) {
  const bind = bindFirst(db);
  return {
    notes: bind(notesChart),
    users: bind(usersChart),
    drive: bind(driveChart),
    activeUsers: bind(activeUsersChart),
    userDrive: bind(userDriveChart),
    userFollowing: bind(userFollowingChart),
    userReactions: bind(userReactionsChart),
    userPv: bind(userPvChart),
    /** Counts a view of a profile for the pv chart. */
    recordProfileView: bind(recordProfileView),
    /** Misskey's retention records: each day's new accounts and how many came back later. */
    retention: bind(retentionRecords),
  };
}

/** The charts of an instance (see chartsOf). */
export type Charts = ReturnType<typeof chartsOf>;
