import {
  type AnyMenuItemContribution,
  type ContributionEntry,
  contributedTitle,
  Icon,
  Link,
  layOutMainMenu,
  type MainMenuLayout,
  type MenuItemContribution,
  runMenuItem,
  sortMenuEntries,
  useContributions,
  useCurrentRoute,
  useHost,
  useI18n,
  useMenuBadge,
  usePreference,
  useViewer,
} from '@tessera/sdk';
import { useMemo, useRef } from 'react';

/** A menu slot's entries that this viewer may see, in menu order. */
export function useMenuEntries(slot: 'main' | 'navbar'): ContributionEntry<AnyMenuItemContribution>[] {
  const entries = useContributions('menuItem');
  const viewer = useViewer();
  return useMemo(
    () =>
      sortMenuEntries(entries.filter((e) => e.item.slot === slot)).filter(
        (e) => e.item.visible?.({} as never, viewer) ?? true,
      ),
    [entries, viewer, slot],
  );
}

/** The main menu's entries laid out by the person's `menu` and `menuHidden` preferences. */
export function useMainMenuLayout(): MainMenuLayout {
  const items = useMenuEntries('main');
  const [chosenIds] = usePreference('menu');
  const [hiddenIds] = usePreference('menuHidden');
  return useMemo(() => layOutMainMenu(items, chosenIds, hiddenIds), [items, chosenIds, hiddenIds]);
}

/**
 * The main menu, drawn from the 'main' menu-item contributions of active extensions: the fixed
 * entries, the person's own in their order (the `menu` preference), and More for the rest.
 */
export function MainMenu() {
  const layout = useMainMenuLayout();
  const row = (entry: ContributionEntry<AnyMenuItemContribution>) => (
    <li key={`${entry.extensionId}:${entry.item.id}`}>
      <MainMenuItem entry={entry} />
    </li>
  );
  return (
    <ul className="main-menu">
      {layout.top.map(row)}
      {layout.chosen.map(row)}
      {layout.more.length > 0 && (
        <li>
          <MoreButton entries={layout.more} />
        </li>
      )}
      {layout.bottom.map(row)}
    </ul>
  );
}

/** Opens the entries the person has not put in the menu, as a menu of their own. */
export function MoreButton({ entries }: { entries: readonly ContributionEntry<AnyMenuItemContribution>[] }) {
  const host = useHost();
  const { t } = useI18n();
  const latest = useRef(entries);
  latest.current = entries;
  const open = async (anchor: HTMLElement) => {
    // Entries kept for later (Play's) are registered first; a tick lets the layout follow them.
    await host.loadAllContributions('main');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await host.modals.menu(
      latest.current.map(({ item, extensionId }) => {
        const text = contributedTitle(t, extensionId, item.title);
        const icon = item.icon ?? 'puzzle';
        if (item.to) return { type: 'link' as const, text, icon, to: item.to };
        return {
          type: 'button' as const,
          text,
          icon,
          action: () => runMenuItem({ item, extensionId } as ContributionEntry<MenuItemContribution<'main'>>, {}, host),
        };
      }),
      anchor,
    );
  };
  return (
    <button type="button" className="main-menu-item" aria-haspopup="menu" onClick={(e) => void open(e.currentTarget)}>
      <Icon name="more" />
      <span className="main-menu-title">{t('kernel.more')}</span>
    </button>
  );
}

/** One menu entry: a link, or a button running its command; with its unread badge. */
export function MainMenuItem({
  entry,
  compact = false,
}: {
  entry: ContributionEntry<AnyMenuItemContribution>;
  /** Icon only (the navigation bar); the title stays the accessible name. */
  compact?: boolean;
}) {
  const { item, extensionId } = entry;
  const host = useHost();
  const { t } = useI18n();
  const route = useCurrentRoute();
  const badge = useMenuBadge(item.badge);
  const title = contributedTitle(t, extensionId, item.title);
  const content = (
    <>
      <Icon name={item.icon ?? 'puzzle'} />
      <span className={compact ? 'visually-hidden' : 'main-menu-title'}>{title}</span>
      {badge > 0 && (
        <span className="badge">
          {badge > 99 ? '99+' : badge}
          <span className="visually-hidden"> {t('kernel.unread')}</span>
        </span>
      )}
    </>
  );
  if (item.to) {
    const current = route.fullPath.split(/[?#]/)[0] === item.to;
    return (
      <Link
        to={item.to}
        className={compact ? 'mobile-navbar-item' : 'main-menu-item'}
        aria-current={current ? 'page' : undefined}
      >
        {content}
      </Link>
    );
  }
  const run = () => runMenuItem(entry as ContributionEntry<MenuItemContribution<'main'>>, {}, host);
  return (
    <button type="button" className={compact ? 'mobile-navbar-item' : 'main-menu-item'} onClick={run}>
      {content}
    </button>
  );
}
