import { TabBar, useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useMemo, useState } from 'react';
import { EditableCells, EditableHeaders, GridFormField, moveBetweenRows } from './EmojiGridCells';
import { EmojiRegister } from './EmojiRegister';
import { BULK_ACTIONS, type BulkAction, runBulkAction } from './emoji-bulk';
import { draftOf, type EmojiGridDraft, invalidColumn, isChanged, updateOf } from './emoji-grid';
import '@tessera/sdk/forms.css';
import './tools.css';

/** Rows per page of the grid. */
const PAGE_SIZE = 50;
type Flag = 'any' | 'yes' | 'no';

interface Search {
  name: string;
  category: string;
  license: string;
  sensitive: Flag;
  localOnly: Flag;
}

const NO_SEARCH: Search = { name: '', category: '', license: '', sensitive: 'any', localOnly: 'any' };
/** A row as edited, beside the emoji as it was stored when the editing began. */
interface EditedRow {
  stored: entities.EmojiDetailedAdmin;
  draft: EmojiGridDraft;
}

const flagOf = (flag: Flag) => (flag === 'any' ? {} : { value: flag === 'yes' });

/**
 * /admin/emojis2: the custom emoji as a grid to edit many at once (Misskey's emojis2): filter and
 * sort by column, page through, change names, categories, aliases, licences and flags in place
 * (arrow keys move between rows), then save the changed rows together or delete the chosen ones;
 * and a tab to register many new ones from pictures (EmojiRegister).
 */
export default function EmojiGridPage() {
  const t = useExtensionStrings('tools');
  const viewer = useViewer();
  const manages = viewer.isAdmin || viewer.policies.canManageCustomEmojis === true;
  return (
    <section className="page-card tools-page emoji-grid-page" aria-labelledby="emoji-grid-title">
      <h1 id="emoji-grid-title">{t('grid.title')}</h1>
      {manages ? <EmojiGridTabs /> : <p role="alert">{t('grid.notAllowed')}</p>}
    </section>
  );
}

/** The grid's two tabs: the emoji there are, to edit, and new pictures to register. */
function EmojiGridTabs() {
  const t = useExtensionStrings('tools');
  const [tab, setTab] = useState<'edit' | 'register'>('edit');
  return (
    <>
      <TabBar<'edit' | 'register'>
        label={t('grid.tabs')}
        tabs={[
          { value: 'edit', label: t('grid.tabEdit') },
          { value: 'register', label: t('grid.tabRegister') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <div role="tabpanel" aria-label={t(tab === 'edit' ? 'grid.tabEdit' : 'grid.tabRegister')}>
        {tab === 'edit' ? <EmojiGrid /> : <EmojiRegister />}
      </div>
    </>
  );
}

function EmojiGrid() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const [typed, setTyped] = useState<Search>(NO_SEARCH);
  const [search, setSearch] = useState<Search>(NO_SEARCH);
  const [sort, setSort] = useState<{ column: 'name' | 'category' | 'updatedAt'; descending: boolean }>({
    column: 'name',
    descending: false,
  });
  const [page, setPage] = useState(1);
  const sensitive = flagOf(search.sensitive);
  const localOnly = flagOf(search.localOnly);
  const list = useEndpoint('v2/admin/emoji/list', {
    query: {
      ...(search.name ? { name: search.name } : {}),
      ...(search.category ? { category: search.category } : {}),
      ...(search.license ? { license: search.license } : {}),
      ...('value' in sensitive ? { isSensitive: sensitive.value } : {}),
      ...('value' in localOnly ? { localOnly: localOnly.value } : {}),
    },
    sortKeys: [`${sort.descending ? '-' : '+'}${sort.column}`],
    limit: PAGE_SIZE,
    page,
  });
  // Each edited row with the emoji as it was stored, so edits on other pages are saved too.
  const [drafts, setDrafts] = useState<ReadonlyMap<string, EditedRow>>(new Map());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const emojis = list.data?.emojis ?? [];
  const changed = useMemo(
    () => [...drafts.values()].filter((row) => isChanged(row.draft, row.stored)).map((row) => row.draft),
    [drafts],
  );
  const invalid = changed.filter((d) => invalidColumn(d) !== null);

  const edit = (emoji: entities.EmojiDetailedAdmin, patch: Partial<EmojiGridDraft>) =>
    setDrafts((current) => {
      const row = current.get(emoji.id) ?? { stored: emoji, draft: draftOf(emoji) };
      return new Map(current).set(emoji.id, { ...row, draft: { ...row.draft, ...patch } });
    });

  const reload = () => {
    setDrafts(new Map());
    setChosen(new Set());
    list.reload();
  };

  const save = async () => {
    setBusy(true);
    let saved = 0;
    try {
      for (const draft of changed) {
        await host.api.call('admin/emoji/update', updateOf(draft));
        saved++;
      }
      host.modals.toast(t('grid.saved', { count: String(saved) }));
      reload();
    } catch (error) {
      // What was saved stays saved; the row that failed and those after it keep their edits.
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
      if (saved > 0) list.reload();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await host.modals.confirm(t('grid.deleteConfirm', { count: String(chosen.size) }), { danger: true }))) {
      return;
    }
    setBusy(true);
    try {
      await host.api.call('admin/emoji/delete-bulk', { ids: [...chosen] });
      host.modals.toast(t('grid.deleted', { count: String(chosen.size) }));
      reload();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };

  // Misskey's bulk tools: one change to every chosen emoji.
  const bulk = (anchor: HTMLElement) =>
    void host.modals.menu(
      BULK_ACTIONS.map((action: BulkAction) => ({
        type: 'button' as const,
        text: t(`bulk.${action}`),
        action: async () => {
          setBusy(true);
          const done = await runBulkAction(host, action, [...chosen]).finally(() => setBusy(false));
          if (done) reload();
        },
      })),
      anchor,
    );

  const sortBy = (column: typeof sort.column) => {
    setSort((s) => ({ column, descending: s.column === column ? !s.descending : false }));
    setPage(1);
  };
  const sortState = (column: typeof sort.column) =>
    sort.column === column ? (sort.descending ? 'descending' : 'ascending') : 'none';

  return (
    <>
      <SearchForm
        typed={typed}
        change={setTyped}
        submit={() => {
          setSearch(typed);
          setPage(1);
        }}
      />
      <div className="emoji-grid-actions">
        <button
          type="button"
          className="button primary"
          disabled={busy || changed.length === 0 || invalid.length > 0}
          onClick={() => void save()}
        >
          {t('grid.save', { count: String(changed.length) })}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || drafts.size === 0}
          onClick={() => setDrafts(new Map())}
        >
          {t('grid.undo')}
        </button>
        <button
          type="button"
          className="button"
          aria-haspopup="menu"
          disabled={busy || chosen.size === 0}
          onClick={(e) => bulk(e.currentTarget)}
        >
          {t('grid.bulk', { count: String(chosen.size) })}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy || chosen.size === 0}
          onClick={() => void remove()}
        >
          {t('grid.delete', { count: String(chosen.size) })}
        </button>
        {invalid.length > 0 && <p className="form-error">{t('grid.badName')}</p>}
      </div>
      {list.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {list.status === 'error' && <p role="alert">{host.describeError(list.error).text}</p>}
      {list.status === 'ready' && emojis.length === 0 && <p className="form-hint">{t('emojis.none')}</p>}
      {emojis.length > 0 && (
        <div className="emoji-grid-scroll">
          <table className="emoji-grid-table" aria-label={t('grid.title')}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('grid.choose')}</span>
                </th>
                <th scope="col">{t('grid.image')}</th>
                <EditableHeaders
                  sortable={{
                    name: (
                      <th scope="col" aria-sort={sortState('name')}>
                        <button type="button" className="emoji-grid-sort" onClick={() => sortBy('name')}>
                          {t('grid.name')}
                        </button>
                      </th>
                    ),
                    category: (
                      <th scope="col" aria-sort={sortState('category')}>
                        <button type="button" className="emoji-grid-sort" onClick={() => sortBy('category')}>
                          {t('emojis.category')}
                        </button>
                      </th>
                    ),
                  }}
                />
                <th scope="col" aria-sort={sortState('updatedAt')}>
                  <button type="button" className="emoji-grid-sort" onClick={() => sortBy('updatedAt')}>
                    {t('grid.updatedAt')}
                  </button>
                </th>
              </tr>
            </thead>
            <tbody onKeyDown={moveBetweenRows}>
              {emojis.map((emoji) => (
                <GridRow
                  key={emoji.id}
                  emoji={emoji}
                  draft={drafts.get(emoji.id)?.draft ?? draftOf(emoji)}
                  edit={(patch) => edit(emoji, patch)}
                  chosen={chosen.has(emoji.id)}
                  choose={(on) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (on) next.add(emoji.id);
                      else next.delete(emoji.id);
                      return next;
                    })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.allPages > 1 && (
        <nav className="emoji-grid-pages" aria-label={t('grid.pages')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('grid.previous')}
          </button>
          <span>{t('grid.pageOf', { page: String(page), pages: String(list.data.allPages) })}</span>
          <button
            type="button"
            className="button"
            disabled={page >= list.data.allPages}
            onClick={() => setPage(page + 1)}
          >
            {t('grid.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function GridRow(props: {
  emoji: entities.EmojiDetailedAdmin;
  draft: EmojiGridDraft;
  edit(patch: Partial<EmojiGridDraft>): void;
  chosen: boolean;
  choose(on: boolean): void;
}) {
  const t = useExtensionStrings('tools');
  const { emoji, draft, edit } = props;
  const changed = isChanged(draft, emoji);
  return (
    <tr data-changed={changed || undefined}>
      <td data-column="choose">
        <input
          type="checkbox"
          checked={props.chosen}
          aria-label={t('grid.chooseNamed', { name: emoji.name })}
          onChange={(e) => props.choose(e.target.checked)}
        />
      </td>
      <td>
        <img src={emoji.publicUrl} alt={`:${emoji.name}:`} width={28} height={28} loading="lazy" />
      </td>
      <EditableCells draft={draft} cellName={(column) => t('grid.cell', { column, name: emoji.name })} edit={edit} />
      <td>{emoji.updatedAt ? new Date(emoji.updatedAt).toLocaleString() : ''}</td>
    </tr>
  );
}

function SearchForm({ typed, change, submit }: { typed: Search; change(next: Search): void; submit(): void }) {
  const t = useExtensionStrings('tools');
  const ids = { sensitive: useId(), localOnly: useId() };
  const flagSelect = (key: 'sensitive' | 'localOnly', label: string) => (
    <span>
      <label htmlFor={ids[key]}>{label}</label>
      <select id={ids[key]} value={typed[key]} onChange={(e) => change({ ...typed, [key]: e.target.value as Flag })}>
        <option value="any">{t('grid.any')}</option>
        <option value="yes">{t('grid.yes')}</option>
        <option value="no">{t('grid.no')}</option>
      </select>
    </span>
  );
  const field = (key: 'name' | 'category' | 'license', label: string) => (
    <GridFormField label={label} value={typed[key]} change={(value) => change({ ...typed, [key]: value })} />
  );
  return (
    <form
      className="emoji-grid-search form-controls"
      aria-label={t('grid.search')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {field('name', t('grid.name'))}
      {field('category', t('emojis.category'))}
      {field('license', t('emojis.license'))}
      {flagSelect('sensitive', t('emojis.sensitive'))}
      {flagSelect('localOnly', t('emojis.localOnly'))}
      <button type="submit" className="button">
        {t('grid.searchButton')}
      </button>
    </form>
  );
}
