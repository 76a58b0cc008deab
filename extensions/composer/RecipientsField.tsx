import { Icon, useExtensionStrings, useHost } from '@tessera/sdk';
import type { PostFormModel } from './use-post-form';

/** The recipients of a direct note: each removable, and a button that adds one by @name@host. */
export function RecipientsField({ form }: { form: PostFormModel }) {
  const t = useExtensionStrings('composer');
  const host = useHost();
  const { fields, update } = form;

  const addRecipient = async () => {
    const answer = await host.modals.dialog({
      title: t('addRecipient'),
      input: { placeholder: 'username@host' },
      showCancel: true,
    });
    if (answer.canceled || !answer.result) return;
    const [username = '', userHost] = answer.result.replace(/^@/, '').split('@');
    try {
      const user = (await host.api.call('users/show', {
        username,
        ...(userHost ? { host: userHost } : {}),
      })) as { id: string; username: string; host: string | null };
      update((f) =>
        f.recipients.some((r) => r.id === user.id)
          ? {}
          : { recipients: [...f.recipients, { id: user.id, username: user.username, host: user.host }] },
      );
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };

  return (
    <fieldset className="post-form-recipients">
      <legend className="visually-hidden">{t('recipients')}</legend>
      {fields.recipients.map((r) => (
        <span key={r.id} className="post-form-recipient">
          @{r.username}
          {r.host ? `@${r.host}` : ''}
          <button
            type="button"
            className="icon-button"
            onClick={() => update((f) => ({ recipients: f.recipients.filter((x) => x.id !== r.id) }))}
          >
            <Icon name="close" size={14} label={t('removeRecipient', { user: r.username })} />
          </button>
        </span>
      ))}
      <button type="button" className="button small" onClick={() => void addRecipient()}>
        <Icon name="plus" size={14} />
        {t('addRecipient')}
      </button>
    </fieldset>
  );
}
