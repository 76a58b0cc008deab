import './composer-icons';
import { Avatar, Icon, type MenuItem, useExtensionStrings, useHost } from '@tessera/sdk';
import type { ComposerOptions } from './api';
import type { Visibility } from './post-rules';
import { fitsContext } from './server-drafts';
import type { usePostForm } from './use-post-form';

const VISIBILITY_ICONS: Record<Visibility, string> = {
  public: 'globe',
  home: 'home',
  followers: 'lock',
  specified: 'mail',
};

const REACTION_ACCEPTANCE = [
  null,
  'likeOnlyForRemote',
  'nonSensitiveOnly',
  'nonSensitiveOnlyForLocalLikeOnlyForRemote',
  'likeOnly',
] as const;

/**
 * The form's header (spec 000 section 2): close, the account to post as, visibility, the
 * federation toggle, other settings (reaction acceptance), and submit.
 */
export function PostFormHeader({
  form,
  options,
  onClose,
}: {
  form: ReturnType<typeof usePostForm>;
  options: ComposerOptions;
  onClose?(): void;
}) {
  const t = useExtensionStrings('composer');
  const host = useHost();
  const account = form.account;
  const posting = form.phase === 'posting';

  const chooseAccount = (anchor: HTMLElement) =>
    void host.modals.menu(
      form.accounts.map(
        (a): MenuItem => ({
          type: 'button',
          text: `@${a.username}`,
          icon: 'user',
          active: a.id === account?.id,
          action: () => form.setPostingAccount(a),
        }),
      ),
      anchor,
    );

  const chooseVisibility = (anchor: HTMLElement) =>
    void host.modals.menu(
      form.allowed.map(
        (v): MenuItem => ({
          type: 'button',
          text: t(`visibility.${v}`),
          icon: VISIBILITY_ICONS[v],
          active: v === form.visibility,
          action: () => form.setVisibility(v),
        }),
      ),
      anchor,
    );

  const otherSettings = (anchor: HTMLElement) =>
    void host.modals.menu(
      [
        {
          type: 'radio',
          text: t('reactionAcceptance.title'),
          options: REACTION_ACCEPTANCE.map((value) => ({
            value: value ?? 'all',
            text: t(`reactionAcceptance.${value ?? 'all'}`),
          })),
          value: form.fields.reactionAcceptance ?? 'all',
          onChange: (value) => form.update({ reactionAcceptance: value === 'all' ? null : value }),
        },
      ],
      anchor,
    );

  // Server drafts, as Misskey's drafts button: save this one, or pick one to go on with.
  const openDrafts = async () => {
    if (!account) return;
    const { chooseServerDraft } = await import('./DraftsDialog');
    const draft = await chooseServerDraft(host, account.token, form.forgetServerDraft);
    if (!draft) return;
    if (fitsContext(draft, options)) {
      form.restoreServerDraft(draft);
      return;
    }
    // A draft of another reply or channel opens a composer there.
    onClose?.();
    await host.commands.execute('composer.open', {
      ...(draft.replyId ? { replyId: draft.replyId } : {}),
      ...(draft.channelId ? { channelId: draft.channelId } : {}),
      fromDraft: draft,
    });
  };
  const draftsMenu = (anchor: HTMLElement) =>
    void host.modals.menu(
      [
        {
          type: 'button',
          text: t(form.serverDraftId ? 'drafts.update' : 'drafts.save'),
          icon: 'drafts',
          action: () => void form.saveToServer(),
        },
        { type: 'button', text: t('drafts.list'), icon: 'list', action: () => void openDrafts() },
      ],
      anchor,
    );

  const posted = form.phase === 'posted';
  const submitLabel = posting
    ? t('posting')
    : posted
      ? t('posted')
      : t(form.reply ? 'submitReply' : form.renote ? 'submitQuote' : 'submit');

  return (
    <header className="post-form-header">
      {onClose && (
        <button type="button" className="post-form-tool" onClick={onClose}>
          <Icon name="close" label={t('close')} size={18} />
        </button>
      )}
      {form.accounts.length > 1 && (
        <button
          type="button"
          className="post-form-account"
          onClick={(e) => chooseAccount(e.currentTarget)}
          aria-label={t('postAs', { user: account?.username ?? '' })}
        >
          {account?.info ? <Avatar user={account.info} size={28} /> : null}
          <span dir="ltr">@{account?.username}</span>
        </button>
      )}
      <span className="post-form-header-end">
        <button
          type="button"
          className="post-form-tool post-form-visibility"
          onClick={(e) => chooseVisibility(e.currentTarget)}
          aria-label={t('visibilityButton', { visibility: t(`visibility.${form.visibility}`) })}
          disabled={form.allowed.length <= 1}
        >
          <Icon name={VISIBILITY_ICONS[form.visibility]} size={18} />
          <span>{t(`visibility.${form.visibility}`)}</span>
        </button>
        <button
          type="button"
          className={form.localOnly ? 'post-form-tool active' : 'post-form-tool'}
          aria-pressed={form.localOnly}
          onClick={() => void form.setLocalOnly(!form.localOnly)}
          title={t('localOnly')}
        >
          <Icon name={form.localOnly ? 'noFederation' : 'globe'} label={t('localOnly')} size={18} />
        </button>
        <button
          type="button"
          className="post-form-tool"
          onClick={(e) => draftsMenu(e.currentTarget)}
          title={t('drafts.title')}
          aria-haspopup="menu"
        >
          <Icon name="drafts" label={t('drafts.title')} size={18} />
        </button>
        <button
          type="button"
          className="post-form-tool"
          onClick={(e) => otherSettings(e.currentTarget)}
          title={t('otherSettings')}
        >
          <Icon name="more" label={t('otherSettings')} size={18} />
        </button>
        <button type="submit" className="button primary post-form-submit" disabled={!form.submittable}>
          {submitLabel}
          {posting ? <span aria-hidden="true">…</span> : <Icon name={posted ? 'check' : 'send'} size={16} />}
        </button>
      </span>
    </header>
  );
}
