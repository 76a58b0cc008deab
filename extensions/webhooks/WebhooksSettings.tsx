import { RelativeTime, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { WEBHOOK_EVENTS } from './events';
import { type WebhookDraft, WebhookForm } from './WebhookForm';
import './webhooks.css';

type Webhook = entities.IWebhooksCreateResponse;
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; hook: Webhook };

const EMPTY: WebhookDraft = { name: '', url: '', secret: '', on: ['note'], active: true };

/** Settings > Webhooks: the account's webhooks, with their last delivery; create, edit, try and delete. */
export default function WebhooksSettings() {
  const t = useExtensionStrings('webhooks');
  const host = useHost();
  const list = useEndpoint('i/webhooks/list', {});
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });

  /** Runs a call; a refusal is shown in the spec's words and answers false, so the form stays. */
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      host.modals.toast(done);
      list.reload();
      return true;
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
      return false;
    }
  };

  const save = async (draft: WebhookDraft) => {
    const ok =
      editing.kind === 'edit'
        ? await attempt(
            () => host.api.call('i/webhooks/update', { webhookId: editing.hook.id, ...draft }),
            t('saved', { name: draft.name }),
          )
        : await attempt(
            async () => {
              const created = await host.api.call('i/webhooks/create', draft);
              if (!draft.active) await host.api.call('i/webhooks/update', { webhookId: created.id, active: false });
            },
            t('created', { name: draft.name }),
          );
    if (ok) setEditing({ kind: 'none' });
    return ok;
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
      {editing.kind !== 'none' ? (
        <WebhookForm
          key={editing.kind === 'edit' ? editing.hook.id : 'new'}
          title={editing.kind === 'edit' ? t('editTitle', { name: editing.hook.name }) : t('create')}
          submitLabel={editing.kind === 'edit' ? t('save') : t('create')}
          initial={
            editing.kind === 'edit'
              ? {
                  name: editing.hook.name,
                  url: editing.hook.url,
                  secret: editing.hook.secret,
                  on: [...editing.hook.on],
                  active: editing.hook.active,
                }
              : EMPTY
          }
          onSubmit={save}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      ) : (
        <div className="form-actions">
          <button type="button" className="button primary" onClick={() => setEditing({ kind: 'new' })}>
            {t('create')}
          </button>
        </div>
      )}
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
                <button
                  type="button"
                  className="button"
                  aria-label={t('editNamed', { name: hook.name })}
                  onClick={() => setEditing({ kind: 'edit', hook })}
                >
                  {t('edit')}
                </button>
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
