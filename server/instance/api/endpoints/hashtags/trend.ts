import { defineEndpoint } from '../../endpoint';

export default defineEndpoint({
  name: 'hashtags/trend',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { instance } = ctx.services;
    // The moderators' hidden tags never trend.
    const hidden = new Set(instance.settings.get().hiddenTags.map((tag) => tag.replace(/^#/, '').toLowerCase()));
    return ctx.services.explore.trends().filter((trend) => !hidden.has(trend.tag.toLowerCase()));
  },
});
