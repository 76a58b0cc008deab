import { defineEndpoint } from '../../endpoint';
import { nullableText, text } from '../../schema';

/**
 * Registers an app for the legacy authorization flow; the answer carries its secret, shown this
 * once. Bounds are the lengths Misskey's database keeps.
 */
export default defineEndpoint({
  name: 'app/create',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      name: text(128),
      description: text(512),
      permission: { type: 'array', uniqueItems: true, maxItems: 64, items: text(64) },
      callbackUrl: nullableText(512),
    },
    required: ['name', 'description', 'permission'],
  },
  handle(params, ctx) {
    const { apps } = ctx.services;
    const app = apps.create(ctx.user?.id ?? null, {
      name: params.name,
      description: params.description,
      permission: params.permission,
      callbackUrl: params.callbackUrl ?? null,
    });
    return apps.pack(app, { includeSecret: true });
  },
});
