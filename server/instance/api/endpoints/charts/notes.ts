import { defineEndpoint } from '../../endpoint';
import { chartEndpoint, chartParams, periodsOf, zeros } from '../../families/charts';

/** Notes made and removed per day or hour (the remote half is empty: this server does not federate). */
export default defineEndpoint({
  name: 'charts/notes',
  ...chartEndpoint,
  params: { type: 'object', properties: chartParams, required: ['span'] },
  handle(params, ctx) {
    const periods = periodsOf(params);
    const none = zeros(periods);
    return {
      local: ctx.services.charts.notes(periods),
      remote: { total: none, inc: none, dec: none, diffs: { normal: none, reply: none, renote: none, withFile: none } },
    };
  },
});
