import { Link, RelativeTime, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { WEBHOOK_EVENTS } from './events';
import './webhooks.css';

type Webhook = entities.IWebhooksCreateResponse;

/** Settings > Webhooks: the account's webhooks, with their last delivery; try and delete them, or open one to edit. */
export default function WebhooksSettings() {
  const t = useExtensionStrings('webhooks');
  const host = useHost();
  const list = useEndpoint('i/webhooks/list', {});

  /** Runs a call and says it was done; a refusal is shown in the spec's words. */
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      host.modals.toast(done);
      list.reload();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };

  const test = async (hook: Webhook, anchor: HTMLElement) =>
    host.modals.menu(
      [
        { type: 'label', text: t('testWith') },
        ...WEBHOOK_EVENTS.map((event) => ({
          type: 'button' as const,
          text: t(`event.${event}`),
          action: () =>
            void attempt(() => host.api.call('i/webhooks/test', { webhookId: hook.id, type: event }), t('testSent')),
        })),
      ],
      anchor,
    );

  const remove = async (hook: Webhook) => {
    if (!(await host.modals.confirm(t('deleteConfirm', { name: hook.name }), { danger: true }))) return;
    await attempt(() => host.api.call('i/webhooks/delete', { webhookId: hook.id }), t('deleted', { name: hook.name }));
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">{t('title')}</h1>
      <p className="form-hint">{t('hint')}</p>
      <div className="form-actions">
        <Link className="button primary" to="/settings/webhook/new">
          {t('create')}
        </Link>
      </div>
      {list.status === 'error' && <p role="alert">{t('loadFailed')}</p>}
      {list.status === 'ready' && list.data.length === 0 && <p className="form-hint">{t('none')}</p>}
      {list.status === 'ready' && list.data.length > 0 && (
        <ul className="webhook-list" aria-label={t('title')}>
          {(list.data as Webhook[]).map((hook) => (
            <li key={hook.id} className="webhook-row">
              <span className="webhook-info">
                <strong>{hook.name}</strong>
                <small className="webhook-url">{hook.url}</small>
                <small>
                  {hook.active ? t('on') : t('off')} · {hook.on.map((e) => t(`event.${e}`)).join(', ')}
                </small>
                <small>
                  {hook.latestSentAt ? (
                    <>
                      {t('lastSent')} <RelativeTime time={hook.latestSentAt} /> ·{' '}
                      {hook.latestStatus ? t('status', { status: hook.latestStatus }) : t('notDelivered')}
                    </>
                  ) : (
                    t('neverSent')
                  )}
                </small>
              </span>
              <span className="webhook-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('testNamed', { name: hook.name })}
                  onClick={(event) => void test(hook, event.currentTarget)}
                >
                  {t('test')}
                </button>
                <Link
                  className="button"
                  aria-label={t('editNamed', { name: hook.name })}
                  to={`/settings/webhook/edit/${hook.id}`}
                >
                  {t('edit')}
                </Link>
                <button
                  type="button"
                  className="button danger"
                  aria-label={t('deleteNamed', { name: hook.name })}
                  onClick={() => void remove(hook)}
                >
                  {t('delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
