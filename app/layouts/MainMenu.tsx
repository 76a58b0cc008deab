import {
  type AnyMenuItemContribution,
  type ContributionEntry,
  contributedTitle,
  Icon,
  Link,
  sortMenuEntries,
  useContributions,
  useCurrentRoute,
  useHost,
  useI18n,
  useMenuBadge,
  useViewer,
} from '@tessera/sdk';
import { useMemo } from 'react';

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

/** The main menu, drawn from the 'main' menu-item contributions of active extensions. */
export function MainMenu() {
  const items = useMenuEntries('main');
  return (
    <ul className="main-menu">
      {items.map((entry) => (
        <li key={`${entry.extensionId}:${entry.item.id}`}>
          <MainMenuItem entry={entry} />
        </li>
      ))}
    </ul>
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
  const run = () => {
    if (item.command) void host.commands.execute(item.command);
    else void (item.run as ((c: Record<string, never>, h: typeof host) => void) | undefined)?.({}, host);
  };
  return (
    <button type="button" className={compact ? 'mobile-navbar-item' : 'main-menu-item'} onClick={run}>
      {content}
    </button>
  );
}
