import { type SettingsSectionProps, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type WebhookDraft, WebhookForm } from './WebhookForm';
import './webhooks.css';

const EMPTY: WebhookDraft = { name: '', url: '', secret: '', on: ['note'], active: true };
const LIST = '/settings/webhooks';

/**
 * Settings > Webhooks > new or edit (Misskey's /settings/webhook/new and /settings/webhook/edit/{id}):
 * the form alone; saving goes back to the list, a refusal keeps what was typed.
 */
export default function WebhookEditor({ id }: SettingsSectionProps) {
  const t = useExtensionStrings('webhooks');
  return (
    <section className="page-card settings-panel" aria-label={t('title')}>
      {id ? (
        <EditWebhook id={id} />
      ) : (
        <Editor id={undefined} title={t('create')} submit={t('create')} initial={EMPTY} />
      )}
    </section>
  );
}

function EditWebhook({ id }: { id: string }) {
  const t = useExtensionStrings('webhooks');
  const host = useHost();
  const hook = useEndpoint('i/webhooks/show', { webhookId: id });
  if (hook.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (hook.status === 'error') return <p role="alert">{host.describeError(hook.error).text}</p>;
  return (
    <Editor id={id} title={t('editTitle', { name: hook.data.name })} submit={t('save')} initial={draftOf(hook.data)} />
  );
}

function Editor(props: { id: string | undefined; title: string; submit: string; initial: WebhookDraft }) {
  const t = useExtensionStrings('webhooks');
  const host = useHost();
  const save = async (draft: WebhookDraft) => {
    try {
      if (props.id) {
        await host.api.call('i/webhooks/update', { webhookId: props.id, ...draft });
        host.modals.toast(t('saved', { name: draft.name }));
      } else {
        const created = await host.api.call('i/webhooks/create', draft);
        // i/webhooks/create takes no `active`: a webhook made paused is paused right after.
        if (!draft.active) await host.api.call('i/webhooks/update', { webhookId: created.id, active: false });
        host.modals.toast(t('created', { name: draft.name }));
      }
      host.router.push(LIST);
      return true;
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
      return false;
    }
  };
  return (
    <WebhookForm
      title={props.title}
      submitLabel={props.submit}
      initial={props.initial}
      onSubmit={save}
      onCancel={() => host.router.push(LIST)}
    />
  );
}

function draftOf(hook: entities.IWebhooksShowResponse): WebhookDraft {
  return { name: hook.name, url: hook.url, secret: hook.secret, on: [...hook.on], active: hook.active };
}
