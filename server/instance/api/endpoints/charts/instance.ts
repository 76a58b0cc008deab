import { defineEndpoint } from '../../endpoint';
import { chartEndpoint, chartParams, periodsOf, zeros } from '../../families/charts';
import { text } from '../../schema';

/**
 * Another server's exchanges with this one per day or hour: requests, its notes, people, follows
 * and cached files. A server that does not federate exchanges nothing: zeros, in Misskey's shape.
 */
export default defineEndpoint({
  name: 'charts/instance',
  ...chartEndpoint,
  params: { type: 'object', properties: { ...chartParams, host: text(256) }, required: ['span', 'host'] },
  handle(params) {
    const periods = periodsOf(params);
    const none = () => zeros(periods);
    const counted = () => ({ total: none(), inc: none(), dec: none() });
    return {
      requests: { failed: none(), succeeded: none(), received: none() },
      notes: {
        ...counted(),
        diffs: { normal: none(), reply: none(), renote: none(), withFile: none() },
      },
      users: counted(),
      following: counted(),
      followers: counted(),
      drive: { totalFiles: none(), incFiles: none(), decFiles: none(), incUsage: none(), decUsage: none() },
    };
  },
});
