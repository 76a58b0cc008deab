import { defineEndpoint } from '../endpoint';

/**
 * The public retention records, newest first: for each of the last 30 days, the local accounts
 * opened that day and how many of them were active on each day after (Misskey's `retention`).
 */
export default defineEndpoint({
  name: 'retention',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return ctx.services.charts.retention();
  },
});
