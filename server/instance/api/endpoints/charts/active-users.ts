import { defineEndpoint } from '../../endpoint';
import { chartEndpoint, chartParams, periodsOf } from '../../families/charts';

/** People who read and who wrote per day or hour, split by how long ago they registered. */
export default defineEndpoint({
  name: 'charts/active-users',
  ...chartEndpoint,
  params: { type: 'object', properties: chartParams, required: ['span'] },
  handle(params, ctx) {
    return ctx.services.charts.activeUsers(periodsOf(params));
  },
});
