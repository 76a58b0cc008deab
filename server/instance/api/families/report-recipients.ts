import { clientError } from '../../errors';
import type { ApiContext } from '../context';

/** Misskey's errors when a recipient's method lacks what it needs. */
export const recipientErrors = {
  correlationCheckEmail: clientError(
    'CORRELATION_CHECK_EMAIL',
    '348bb8ae-575a-6fe9-4327-5811999def8f',
    'If "method" is email, "userId" must be set.',
  ),
  correlationCheckWebhook: clientError(
    'CORRELATION_CHECK_WEBHOOK',
    'b0c15051-de2d-29ef-260c-9585cddd701a',
    'If "method" is webhook, "systemWebhookId" must be set.',
  ),
  emailAddressNotSet: clientError(
    'EMAIL_ADDRESS_NOT_SET',
    '7cc1d85e-2f58-fc31-b644-3de8d0d3421f',
    'Email address is not set.',
  ),
};

/** A recipient's fields checked as Misskey checks them: an email one names a moderator with a confirmed address. */
export function recipientFields(
  ctx: ApiContext,
  params: { isActive: boolean; name: string; method: 'email' | 'webhook'; userId?: string; systemWebhookId?: string },
) {
  if (params.method === 'email') {
    const user = params.userId ? ctx.services.users.byId(params.userId) : undefined;
    if (!user) throw recipientErrors.correlationCheckEmail();
    if (!user.email || user.email_verified !== 1) throw recipientErrors.emailAddressNotSet();
  }
  if (params.method === 'webhook' && !params.systemWebhookId) throw recipientErrors.correlationCheckWebhook();
  return {
    isActive: params.isActive,
    name: params.name,
    method: params.method,
    userId: params.method === 'email' ? (params.userId ?? null) : null,
    systemWebhookId: params.method === 'webhook' ? (params.systemWebhookId ?? null) : null,
  };
}

/** A recipient's fields as create and update take them. */
export const recipientProperties = {
  isActive: { type: 'boolean' },
  name: { type: 'string', minLength: 1, maxLength: 255 },
  method: { type: 'string', enum: ['email', 'webhook'] },
  userId: { type: 'string', format: 'misskey:id' },
  systemWebhookId: { type: 'string', format: 'misskey:id' },
} as const;
