import {
  type AnyMenuItemContribution,
  type ContributionEntry,
  contributedTitle,
  Icon,
  layOutMainMenu,
  moveItem,
  useContributions,
  useExtensionStrings,
  useHost,
  useI18n,
  usePreference,
  useSortableList,
} from '@tessera/sdk';
import { useId, useMemo } from 'react';
import './navbar.css';

type Entry = ContributionEntry<AnyMenuItemContribution>;

/**
 * Settings > Navigation bar: the main-menu entries the person shows, in their order, dragged or
 * moved with buttons (for keyboards), taken out to More, or put back. The order is saved to the
 * `menu` preference as Misskey keeps it, what was taken out to `menuHidden`.
 */
export default function NavbarSettings() {
  const t = useExtensionStrings('navbar');
  const { t: translate } = useI18n();
  const host = useHost();
  const [menu, setMenu] = usePreference('menu');
  const [hidden, setHidden] = usePreference('menuHidden');
  const contributed = useContributions('menuItem');
  const offered = useMemo(
    () => contributed.filter((e): e is Entry => e.item.slot === 'main' && !e.item.fixed),
    [contributed],
  );
  const layout = layOutMainMenu(offered, menu, hidden);
  const shown = layout.chosen;
  const addable = layout.more;
  const title = (entry: Entry) => contributedTitle(translate, entry.extensionId, entry.item.title);
  // The order shown becomes the `menu` list; ids of entries no active extension offers stay in it
  // after them (an extension may come back).
  const saveOrder = (ids: readonly string[]) => {
    const offeredIds = new Set(offered.map((e) => e.item.id));
    setMenu([...ids, ...menu.filter((id) => !offeredIds.has(id) && !ids.includes(id))]);
  };
  const shownIds = shown.map((e) => e.item.id);
  const listRef = useSortableList((from, to) => saveOrder(moveItem(shownIds, from, to)), { handle: '.navbar-handle' });
  const addId = useId();

  const move = (id: string, by: -1 | 1) => {
    const at = shownIds.indexOf(id);
    saveOrder(moveItem(shownIds, at, at + by));
  };
  const remove = (id: string) => {
    setHidden([...hidden, id]);
    saveOrder(shownIds.filter((x) => x !== id));
  };
  const add = (id: string) => {
    setHidden(hidden.filter((x) => x !== id));
    saveOrder([...shownIds, id]);
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="navbar-settings-title">
      <h1 id="navbar-settings-title">{t('title')}</h1>
      <p className="form-hint">{t('hint')}</p>
      <ul className="navbar-entries" aria-label={t('entries')} ref={listRef}>
        {shown.map((entry, index) => (
          <li key={entry.item.id} className="navbar-entry" data-id={entry.item.id}>
            <span className="navbar-handle" aria-hidden="true">
              ⋮⋮
            </span>
            <Icon name={entry.item.icon ?? 'puzzle'} size={18} />
            <span className="navbar-entry-title">{title(entry)}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('moveUp', { name: title(entry) })}
              disabled={index === 0}
              onClick={() => move(entry.item.id, -1)}
            >
              <Icon name="up" size={16} />
            </button>
            <button
              type="button"
              className="icon-button navbar-down"
              aria-label={t('moveDown', { name: title(entry) })}
              disabled={index === shown.length - 1}
              onClick={() => move(entry.item.id, 1)}
            >
              <Icon name="up" size={16} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('remove', { name: title(entry) })}
              onClick={() => remove(entry.item.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="form-hint">{t('empty')}</p>}
      <div className="form-actions navbar-actions">
        {addable.length > 0 && (
          <>
            <label htmlFor={addId} className="visually-hidden">
              {t('add')}
            </label>
            <select
              id={addId}
              value=""
              onChange={(event) => {
                if (event.target.value) add(event.target.value);
              }}
            >
              <option value="">{t('add')}</option>
              {addable.map((entry) => (
                <option key={entry.item.id} value={entry.item.id}>
                  {title(entry)}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            setHidden([]);
            setMenu([...(host.preferences.declaration('menu')?.default ?? [])]);
          }}
        >
          {t('reset')}
        </button>
      </div>
    </section>
  );
}
