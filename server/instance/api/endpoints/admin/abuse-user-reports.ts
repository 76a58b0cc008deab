import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { nullableText } from '../../schema';

const origin = { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' } as const;

/** Users' reports, newest first: unresolved, resolved or all. */
export default defineEndpoint({
  name: 'admin/abuse-user-reports',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:abuse-user-reports',
  limit: null,
  params: {
    type: 'object',
    properties: { ...pagingProperties, state: nullableText(16), reporterOrigin: origin, targetUserOrigin: origin },
  },
  handle(params, ctx) {
    const { abuseReports, pack } = ctx.services;
    // Every account here is local: asking for remote reporters or targets finds none.
    if (params.reporterOrigin === 'remote' || params.targetUserOrigin === 'remote') return [];
    const viewer = signedIn(ctx).id;
    return abuseReports.page(pageOf(params), params.state ?? null).map((r) => pack.abuseReport(r, viewer));
  },
});
