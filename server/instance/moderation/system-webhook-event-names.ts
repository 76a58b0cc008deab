/** The events system webhooks are sent, as Misskey names them. */
export const SYSTEM_WEBHOOK_EVENTS = [
  'abuseReport',
  'abuseReportResolved',
  'userCreated',
  'inactiveModeratorsWarning',
  'inactiveModeratorsInvitationOnlyChanged',
] as const;

export type SystemWebhookEvent = (typeof SYSTEM_WEBHOOK_EVENTS)[number];
