import type { entities } from 'misskey-js';
import { apiErrors } from '../../../../errors';
import { DEFAULT_POLICIES } from '../../../../settings';
import { defineEndpoint } from '../../../endpoint';

/**
 * Sets the base role's policies (everyone's, before their roles). As on Misskey the given object
 * replaces the stored one; a policy it leaves out falls back to Misskey's default.
 */
export default defineEndpoint({
  name: 'admin/roles/update-default-policies',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
  limit: null,
  params: { type: 'object', properties: { policies: { type: 'object' } }, required: ['policies'] },
  handle(params, ctx) {
    const given = Object.fromEntries(
      Object.entries(params.policies as Record<string, unknown>).filter(([key, value]) => {
        if (!(key in DEFAULT_POLICIES)) return false;
        const fallback = DEFAULT_POLICIES[key as keyof entities.RolePolicies];
        const fits = Array.isArray(fallback)
          ? Array.isArray(value) && value.every((v) => typeof v === 'string')
          : typeof value === typeof fallback;
        if (!fits) throw apiErrors.invalidParam({ param: `policies.${key}`, reason: `must be a ${typeof fallback}` });
        return true;
      }),
    ) as Partial<entities.RolePolicies>;
    ctx.services.instance.settings.update({ policies: { ...DEFAULT_POLICIES, ...given } });
    return undefined;
  },
});
