import { RelativeTime, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { ManagedList } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import { AdminPage } from '../AdminPage';
import { SwitchSetting } from '../MetaFields';

type Hook = entities.SystemWebhook;
type HookEvent = Hook['on'][number];
type Fields = { isActive: boolean; name: string; url: string; secret: string; on: HookEvent[] };

const EVENTS: readonly HookEvent[] = [
  'abuseReport',
  'abuseReportResolved',
  'userCreated',
  'inactiveModeratorsWarning',
  'inactiveModeratorsInvitationOnlyChanged',
];

/** /admin/system-webhook: the server's own webhooks, the events each is sent, a test send. */
export default function SystemWebhooksPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const list = useEndpoint('admin/system-webhook/list', {});
  const test = async (hook: Hook) => {
    await host
      .apiWithDialog('admin/system-webhook/test', { webhookId: hook.id, type: hook.on[0] ?? 'userCreated' })
      .catch(() => undefined);
    host.modals.toast(t('hooks.tested'));
    list.reload();
  };
  return (
    <AdminPage title={t('hooks.title')}>
      <p className="form-hint">{t('hooks.intro')}</p>
      <ManagedList<Hook, Fields>
        query={list}
        strings={{
          label: t('hooks.title'),
          add: t('hooks.add'),
          edit: t('edit'),
          delete: t('delete'),
          save: t('save'),
          cancel: t('cancel'),
          empty: t('hooks.none'),
        }}
        blank={{ isActive: true, name: '', url: '', secret: '', on: ['abuseReport'] }}
        fieldsOf={(hook) => ({
          isActive: hook.isActive,
          name: hook.name,
          url: hook.url,
          secret: hook.secret,
          on: [...hook.on],
        })}
        save={(fields, hook) =>
          hook
            ? host.apiWithDialog('admin/system-webhook/update', { id: hook.id, ...fields })
            : host.apiWithDialog('admin/system-webhook/create', fields)
        }
        remove={(hook) => host.apiWithDialog('admin/system-webhook/delete', { id: hook.id })}
        confirmRemove={(hook) => t('hooks.deleteConfirm', { name: hook.name })}
        name={(hook) => hook.name}
        summary={(hook) => (
          <span className="admin-summary">
            <strong>{hook.name}</strong>
            <small>
              {hook.isActive ? t('hooks.on') : t('hooks.off')} · {hook.on.map((e) => t(`hooks.events.${e}`)).join(', ')}
              {hook.latestSentAt && (
                <>
                  {' '}
                  · {t('hooks.latest', { status: String(hook.latestStatus ?? 0) })}{' '}
                  <RelativeTime time={hook.latestSentAt} />
                </>
              )}
            </small>
            <button type="button" className="button admin-inline-button" onClick={() => void test(hook)}>
              {t('hooks.test')}
            </button>
          </span>
        )}
        fields={(draft, set) => <HookFields draft={draft} set={set} />}
      />
    </AdminPage>
  );
}

function HookFields({ draft, set }: { draft: Fields; set(change: Partial<Fields>): void }) {
  const t = useExtensionStrings('admin');
  const ids = { name: useId(), url: useId(), secret: useId() };
  return (
    <>
      <div className="form-field">
        <label htmlFor={ids.name}>{t('hooks.name')}</label>
        <input
          id={ids.name}
          required
          maxLength={255}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.url}>{t('hooks.url')}</label>
        <input
          id={ids.url}
          required
          type="url"
          maxLength={1024}
          value={draft.url}
          onChange={(e) => set({ url: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.secret}>{t('hooks.secret')}</label>
        <input
          id={ids.secret}
          maxLength={1024}
          value={draft.secret}
          onChange={(e) => set({ secret: e.target.value })}
        />
      </div>
      <fieldset className="admin-days">
        <legend>{t('hooks.eventsLegend')}</legend>
        {EVENTS.map((event) => (
          <label key={event}>
            <input
              type="checkbox"
              checked={draft.on.includes(event)}
              onChange={(e) =>
                set({ on: e.target.checked ? [...draft.on, event] : draft.on.filter((x) => x !== event) })
              }
            />
            {t(`hooks.events.${event}`)}
          </label>
        ))}
      </fieldset>
      <SwitchSetting label={t('hooks.active')} value={draft.isActive} onChange={(v) => set({ isActive: v })} />
    </>
  );
}
