import { defineEndpoint } from '../endpoint';

export default defineEndpoint({
  name: 'stats',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const db = ctx.services.instance.db;
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const notesCount = count('SELECT COUNT(*) AS n FROM notes');
    const usersCount = count('SELECT COUNT(*) AS n FROM users');
    return {
      notesCount,
      originalNotesCount: notesCount,
      usersCount,
      originalUsersCount: usersCount,
      instances: 0,
      driveUsageLocal: count('SELECT COALESCE(SUM(size), 0) AS n FROM drive_files'),
      driveUsageRemote: 0,
    };
  },
});
