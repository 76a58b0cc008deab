import { Icon, type PageProps, useEndpoint, useExtensionStrings, useHost, useRouter, useViewer } from '@tessera/sdk';
import { ListMembers } from './ListMembers';
import './lists-icons';
import './lists.css';

/** /list/{listId}: someone's public list: its members, its likes, and copying it into one's own lists. */
export default function PublicListPage({ params }: PageProps) {
  const t = useExtensionStrings('lists');
  const host = useHost();
  const router = useRouter();
  const viewer = useViewer();
  const listId = params.listId ?? '';
  const list = useEndpoint('users/lists/show', { listId, forPublic: true });

  if (list.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (list.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(list.error).text}</p>
      </section>
    );
  }
  const shown = list.data as typeof list.data & { likedCount?: number; isLiked?: boolean };
  const like = async () => {
    try {
      await host.api.call(shown.isLiked ? 'users/lists/unfavorite' : 'users/lists/favorite', { listId });
      list.reload();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };
  const copy = async () => {
    const answer = await host.modals.dialog({
      title: t('copy'),
      input: { default: shown.name, minLength: 1, maxLength: 100 },
      showCancel: true,
    });
    if (answer.canceled || !answer.result?.trim()) return;
    try {
      const made = await host.apiWithDialog(
        'users/lists/create-from-public',
        { listId, name: answer.result.trim() },
        { success: false },
      );
      router.push(`/my/lists/${made.id}`);
    } catch {
      // told by the dialog
    }
  };
  return (
    <section className="page-card list-edit" aria-labelledby="list-title">
      <header className="lists-header">
        <h1 id="list-title">{shown.name}</h1>
        <span>{t('likes', { count: shown.likedCount ?? 0 })}</span>
      </header>
      {viewer.signedIn && (
        <div className="list-actions">
          <button type="button" className="button" aria-pressed={shown.isLiked ?? false} onClick={() => void like()}>
            <Icon name="heart" size={16} /> {shown.isLiked ? t('unlike') : t('like')}
          </button>
          <button type="button" className="button" onClick={() => void copy()}>
            {t('copy')}
          </button>
        </div>
      )}
      <h2>{t('members')}</h2>
      <ListMembers listId={listId} forPublic />
    </section>
  );
}
