import { defineEndpoint } from '../../endpoint';
import { chartEndpoint, chartParams, periodsOf, zeros } from '../../families/charts';

/** Drive files added and removed per day or hour, by count and bytes. */
export default defineEndpoint({
  name: 'charts/drive',
  ...chartEndpoint,
  params: { type: 'object', properties: chartParams, required: ['span'] },
  handle(params, ctx) {
    const periods = periodsOf(params);
    const none = zeros(periods);
    return {
      local: ctx.services.charts.drive(periods),
      remote: { incCount: none, incSize: none, decCount: none, decSize: none },
    };
  },
});
