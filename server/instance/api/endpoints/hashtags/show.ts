import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../schema';

const noSuchHashtag = clientError('NO_SUCH_HASHTAG', '110ee688-193e-4a3a-9ecf-c167b2e6981e', 'No such hashtag.');

/** One hashtag with its counts of people. */
export default defineEndpoint({
  name: 'hashtags/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { tag: text(256) }, required: ['tag'] },
  handle(params, ctx) {
    const hashtag = ctx.services.explore.hashtag(params.tag);
    if (!hashtag) throw noSuchHashtag();
    return hashtag;
  },
});
