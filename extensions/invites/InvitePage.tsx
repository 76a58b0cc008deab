import {
  Icon,
  Link,
  PagedListFooter,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useInstanceMeta,
  usePagedList,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import './invites.css';

/** /invite: make invitation codes within the role's limit, and manage the ones made. */
export default function InvitePage() {
  const t = useExtensionStrings('invites');
  const host = useHost();
  const viewer = useViewer();
  const meta = useInstanceMeta();
  const list = usePagedList('invite/list', {});
  const limit = useEndpoint('invite/limit', {});
  const [busy, setBusy] = useState(false);
  const allowed = viewer.isAdmin || viewer.policies.canInvite === true;

  const create = async () => {
    setBusy(true);
    try {
      const code = await host.apiWithDialog('invite/create', {});
      list.prepend(code);
      limit.reload();
    } catch {
      // the dialog has said why (the limit, most often)
    } finally {
      setBusy(false);
    }
  };
  const remaining = limit.status === 'ready' ? limit.data.remaining : null;

  return (
    <section className="page-card invites-page" aria-labelledby="invites-title">
      <h1 id="invites-title">{t('title')}</h1>
      {!allowed ? (
        <p role="alert">{t('notAllowed')}</p>
      ) : (
        <>
          <p className="invites-intro">{meta && !meta.disableRegistration ? t('registrationOpen') : t('intro')}</p>
          <div className="invites-create">
            <button
              type="button"
              className="button primary"
              disabled={busy || remaining === 0}
              onClick={() => void create()}
            >
              <Icon name="plus" size={16} /> {t('create')}
            </button>
            {remaining !== null && <span>{t('remaining', { count: remaining })}</span>}
          </div>
          <ul className="invites-list" aria-label={t('yours')}>
            {list.items.map((code) => (
              <InviteCodeItem key={code.id} code={code} onDeleted={list.reload} />
            ))}
          </ul>
          <PagedListFooter list={list} empty={t('none')} />
        </>
      )}
    </section>
  );
}

/** One code: copy it, its state, who used it, when it expires; withdraw it while unused. */
function InviteCodeItem({ code, onDeleted }: { code: entities.InviteCode; onDeleted(): void }) {
  const t = useExtensionStrings('invites');
  const host = useHost();
  const expired = !code.used && code.expiresAt !== null && Date.parse(code.expiresAt) <= Date.now();
  const state = code.used ? t('used') : expired ? t('expired') : t('unused');
  const remove = async () => {
    if (!(await host.modals.confirm(t('deleteConfirm', { code: code.code }), { danger: true }))) return;
    try {
      await host.apiWithDialog('invite/delete', { inviteId: code.id });
      onDeleted();
    } catch {
      // the dialog has said why
    }
  };
  return (
    <li className="invite-code" aria-label={code.code}>
      <div className="invite-code-head">
        <code className="invite-code-text">{code.code}</code>
        <span className={`invite-code-state${code.used || expired ? ' is-spent' : ''}`}>{state}</span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('copy', { code: code.code })}
          onClick={() => void host.copyToClipboard(code.code)}
        >
          <Icon name="copy" size={16} />
        </button>
        {!code.used && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('delete', { code: code.code })}
            onClick={() => void remove()}
          >
            <Icon name="trash" size={16} />
          </button>
        )}
      </div>
      <dl className="invite-code-facts">
        <dt>{t('created')}</dt>
        <dd>
          <RelativeTime time={code.createdAt} />
        </dd>
        <dt>{t('expires')}</dt>
        <dd>{code.expiresAt ? <RelativeTime time={code.expiresAt} /> : t('never')}</dd>
        {code.usedBy && (
          <>
            <dt>{t('usedBy')}</dt>
            <dd>
              <Link to={`/@${code.usedBy.username}`}>@{code.usedBy.username}</Link>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}
