import { defineEndpoint } from '../../endpoint';
import { readTimeline, timelineParams } from '../../families/timelines';

export default defineEndpoint({
  name: 'notes/timeline',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: timelineParams.home,
  handle: readTimeline('home'),
});
