import { defineEndpoint } from '../../endpoint';
import { nullableText } from '../../schema';

const flag = { type: ['boolean', 'null'] } as const;

/** The servers this one knows: none, as it does not federate (answered as such a Misskey answers). */
export default defineEndpoint({
  name: 'federation/instances',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: {
    type: 'object',
    properties: {
      host: nullableText(256),
      blocked: flag,
      notResponding: flag,
      suspended: flag,
      silenced: flag,
      federating: flag,
      subscribing: flag,
      publishing: flag,
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
      offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      sort: {
        type: ['string', 'null'],
        enum: [
          null,
          '+pubSub',
          '-pubSub',
          '+notes',
          '-notes',
          '+users',
          '-users',
          '+following',
          '-following',
          '+followers',
          '-followers',
          '+firstRetrievedAt',
          '-firstRetrievedAt',
          '+latestRequestReceivedAt',
          '-latestRequestReceivedAt',
        ],
      },
    },
  },
  handle() {
    return [];
  },
});
