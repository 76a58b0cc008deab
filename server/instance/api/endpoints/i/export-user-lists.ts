import { defineEndpoint } from '../../endpoint';
import { queueExport } from '../../families/account-data';
import { MINUTE } from '../../rate-limit';

/** Exports one's lists and their members as CSV into the drive; an exportCompleted notification follows. */
export default defineEndpoint({
  name: 'i/export-user-lists',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: { duration: MINUTE, max: 1 },
  params: { type: 'object', properties: {} },
  handle: (_params, ctx) => queueExport(ctx, 'userList'),
});
