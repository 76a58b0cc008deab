import { defineEndpoint } from '../../endpoint';
import { chartEndpoint, chartParams, periodsOf, zeros } from '../../families/charts';

/** Accounts made and removed per day or hour, and how many there were. */
export default defineEndpoint({
  name: 'charts/users',
  ...chartEndpoint,
  params: { type: 'object', properties: chartParams, required: ['span'] },
  handle(params, ctx) {
    const periods = periodsOf(params);
    const none = zeros(periods);
    return { local: ctx.services.charts.users(periods), remote: { total: none, inc: none, dec: none } };
  },
});
