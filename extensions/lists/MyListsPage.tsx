import { Icon, Link, useEndpoint, useExtensionStrings, useHost, useRouter } from '@tessera/sdk';
import { createList } from './list-actions';
import './lists.css';

/** /my/lists: the viewer's lists, each opening its timeline, with a way to edit it and to make a new one. */
export default function MyListsPage() {
  const t = useExtensionStrings('lists');
  const host = useHost();
  const router = useRouter();
  const lists = useEndpoint('users/lists/list', {});
  const create = async () => {
    const list = await createList(host);
    if (list) router.push(`/my/lists/${list.id}`);
  };
  return (
    <section className="page-card lists-page" aria-labelledby="lists-title">
      <header className="lists-header">
        <h1 id="lists-title">{t('title')}</h1>
        <button type="button" className="button primary" onClick={() => void create()}>
          <Icon name="plus" size={16} /> {t('create')}
        </button>
      </header>
      {lists.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {lists.status === 'error' && <p role="alert">{host.describeError(lists.error).text}</p>}
      {lists.status === 'ready' && lists.data.length === 0 && <p className="form-hint">{t('none')}</p>}
      {lists.status === 'ready' && lists.data.length > 0 && (
        <ul className="lists-list" aria-labelledby="lists-title">
          {lists.data.map((list) => (
            <li key={list.id} className="lists-row">
              <Link to={`/timeline/list/${list.id}`} className="lists-name">
                <Icon name="list" size={18} /> {list.name}
              </Link>
              <small>
                {t('memberCount', { count: list.userIds?.length ?? 0 })}
                {list.isPublic ? ` · ${t('public')}` : ''}
              </small>
              <Link to={`/my/lists/${list.id}`} className="button">
                {t('editNamed', { name: list.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
