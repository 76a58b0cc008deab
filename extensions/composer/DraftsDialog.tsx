import { RelativeTime, type TesseraHost, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import './drafts-dialog.css';

/**
 * The drafts kept on the server (notes/drafts/list), to open one or delete it; resolves with the
 * draft chosen. `onDeleted` hears of each draft deleted here.
 */
export async function chooseServerDraft(
  host: TesseraHost,
  token: string,
  onDeleted: (draftId: string) => void,
): Promise<entities.NoteDraft | undefined> {
  const title = host.i18n.t('composer.drafts.title');
  return host.modals.open<entities.NoteDraft>(
    (close) => <DraftsList title={title} token={token} onDeleted={onDeleted} close={close} />,
    'dialog',
    { label: title },
  );
}

/** What a draft is about, in one line of plain text. */
function summary(draft: entities.NoteDraft): string {
  const text = (draft.cw ?? draft.text ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function DraftsList({
  title,
  token,
  onDeleted,
  close,
}: {
  title: string;
  token: string;
  onDeleted(draftId: string): void;
  close(draft: entities.NoteDraft | undefined): void;
}) {
  const t = useExtensionStrings('composer');
  const host = useHost();
  const [drafts, setDrafts] = useState<entities.NoteDraft[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    host.api.call('notes/drafts/list', { limit: 100 }, { token }).then(
      (list) => live && setDrafts(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [host, token]);

  const remove = async (draft: entities.NoteDraft) => {
    if (!(await host.modals.confirm(t('drafts.deleteConfirm'), { danger: true, okText: t('drafts.delete') }))) return;
    try {
      await host.api.call('notes/drafts/delete', { draftId: draft.id }, { token });
    } catch (error) {
      const { title: errorTitle, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title: errorTitle, text });
      return;
    }
    onDeleted(draft.id);
    setDrafts((list) => list?.filter((d) => d.id !== draft.id) ?? null);
  };

  return (
    <section className="drafts-dialog" aria-busy={drafts === null && !failed}>
      <h2>{title}</h2>
      {failed ? (
        <p role="alert">{t('drafts.loadFailed')}</p>
      ) : drafts === null ? (
        <p>{t('drafts.loading')}</p>
      ) : drafts.length === 0 ? (
        <p>{t('drafts.none')}</p>
      ) : (
        <ul className="drafts-dialog-list">
          {drafts.map((draft) => {
            const about = summary(draft) || t('drafts.untitled');
            return (
              <li key={draft.id} className="drafts-dialog-item">
                <span className="drafts-dialog-text" dir="auto">
                  {about}
                </span>
                <span className="drafts-dialog-meta">
                  {draft.replyId ? `${t('reply')} · ` : ''}
                  {draft.channel ? `${t('inChannel', { name: draft.channel.name })} · ` : ''}
                  <RelativeTime time={draft.createdAt} />
                </span>
                <span className="drafts-dialog-actions">
                  <button
                    type="button"
                    className="button primary"
                    onClick={() => close(draft)}
                    aria-label={t('drafts.openOne', { text: about })}
                  >
                    {t('drafts.open')}
                  </button>
                  <button
                    type="button"
                    className="button danger"
                    onClick={() => void remove(draft)}
                    aria-label={t('drafts.deleteOne', { text: about })}
                  >
                    {t('drafts.delete')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={() => close(undefined)}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
