import { selectPage } from '../../../db/paging';
import type { SigninRow } from '../../../users/signins';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf } from '../../paging';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'i/signin-history',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, sinceId: id, untilId: id },
  },
  handle(params, ctx) {
    const rows = selectPage<SigninRow>(
      ctx.services.instance.db,
      { select: 'SELECT * FROM signins', where: ['user_id = ?'], values: [signedIn(ctx).id], idColumn: 'id' },
      pageOf(params),
    );
    return rows.map(ctx.services.pack.signin);
  },
});
