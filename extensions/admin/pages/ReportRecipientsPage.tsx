import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { ManagedList } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import { AdminPage } from '../AdminPage';
import { SwitchSetting } from '../MetaFields';

type Recipient = entities.AbuseReportNotificationRecipient;
type Fields = { isActive: boolean; name: string; method: 'email' | 'webhook'; userId: string; systemWebhookId: string };

/** /admin/abuse-report-notification-recipient: who hears of each new report, by email or a system webhook. */
export default function ReportRecipientsPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const list = useEndpoint('admin/abuse-report/notification-recipient/list', {});
  const params = (f: Fields) => ({
    isActive: f.isActive,
    name: f.name,
    method: f.method,
    ...(f.method === 'email' && f.userId ? { userId: f.userId } : {}),
    ...(f.method === 'webhook' && f.systemWebhookId ? { systemWebhookId: f.systemWebhookId } : {}),
  });
  return (
    <AdminPage title={t('recipients.title')}>
      <p className="form-hint">{t('recipients.intro')}</p>
      <ManagedList<Recipient, Fields>
        query={list}
        strings={{
          label: t('recipients.title'),
          add: t('recipients.add'),
          edit: t('edit'),
          delete: t('delete'),
          save: t('save'),
          cancel: t('cancel'),
          empty: t('recipients.none'),
        }}
        blank={{ isActive: true, name: '', method: 'webhook', userId: '', systemWebhookId: '' }}
        fieldsOf={(r) => ({
          isActive: r.isActive,
          name: r.name,
          method: r.method,
          userId: r.userId ?? '',
          systemWebhookId: r.systemWebhookId ?? '',
        })}
        save={(fields, r) =>
          r
            ? host.apiWithDialog('admin/abuse-report/notification-recipient/update', { id: r.id, ...params(fields) })
            : host.apiWithDialog('admin/abuse-report/notification-recipient/create', params(fields))
        }
        remove={(r) => host.apiWithDialog('admin/abuse-report/notification-recipient/delete', { id: r.id })}
        confirmRemove={(r) => t('recipients.deleteConfirm', { name: r.name })}
        name={(r) => r.name}
        summary={(r) => (
          <span className="admin-summary">
            <strong>{r.name}</strong>
            <small>
              {r.isActive ? t('hooks.on') : t('hooks.off')} ·{' '}
              {r.method === 'email'
                ? t('recipients.byEmail', { user: r.user ? `@${r.user.username}` : '?' })
                : t('recipients.byWebhook', { hook: r.systemWebhook?.name ?? '?' })}
            </small>
          </span>
        )}
        fields={(draft, set) => <RecipientFields draft={draft} set={set} />}
      />
    </AdminPage>
  );
}

function RecipientFields({ draft, set }: { draft: Fields; set(change: Partial<Fields>): void }) {
  const t = useExtensionStrings('admin');
  const ids = { name: useId(), method: useId(), user: useId(), hook: useId() };
  const hooks = useEndpoint('admin/system-webhook/list', {});
  const moderators = useEndpoint('admin/show-users', { state: 'adminOrModerator', limit: 100 });
  return (
    <>
      <div className="form-field">
        <label htmlFor={ids.name}>{t('recipients.name')}</label>
        <input
          id={ids.name}
          required
          maxLength={255}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.method}>{t('recipients.method')}</label>
        <select
          id={ids.method}
          value={draft.method}
          onChange={(e) => set({ method: e.target.value as Fields['method'] })}
        >
          <option value="webhook">{t('recipients.methods.webhook')}</option>
          <option value="email">{t('recipients.methods.email')}</option>
        </select>
      </div>
      {draft.method === 'webhook' ? (
        <div className="form-field">
          <label htmlFor={ids.hook}>{t('recipients.hook')}</label>
          <select
            id={ids.hook}
            value={draft.systemWebhookId}
            onChange={(e) => set({ systemWebhookId: e.target.value })}
          >
            <option value="">{t('recipients.choose')}</option>
            {(hooks.data ?? []).map((hook) => (
              <option key={hook.id} value={hook.id}>
                {hook.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="form-field">
          <label htmlFor={ids.user}>{t('recipients.moderator')}</label>
          <select id={ids.user} value={draft.userId} onChange={(e) => set({ userId: e.target.value })}>
            <option value="">{t('recipients.choose')}</option>
            {(moderators.data ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                @{user.username}
              </option>
            ))}
          </select>
          <p className="form-hint">{t('recipients.emailHint')}</p>
        </div>
      )}
      <SwitchSetting label={t('hooks.active')} value={draft.isActive} onChange={(v) => set({ isActive: v })} />
    </>
  );
}
