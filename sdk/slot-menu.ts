import { useCallback } from 'react';
import type { ContributionEntry } from './contributions';
import { useContributions, useHost, useViewer } from './hooks';
import type { AnyMenuItemContribution, MenuContexts, MenuSlot } from './menu';
import type { MenuItem } from './modals';

/** Items with an order first (lowest first), then the rest in registration order. */
export function sortMenuEntries<T extends { item: { order?: number } }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        (a.entry.item.order ?? Number.POSITIVE_INFINITY) - (b.entry.item.order ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

/** A contributed title: its extension's i18n key when one exists, else the text as given. */
export function contributedTitle(t: (key: string) => string, extensionId: string, title: string): string {
  const key = `${extensionId}.${title}`;
  const translated = t(key);
  return translated === key ? title : translated;
}

/**
 * The menu of a contribution slot (a note's, a user's, ...) as a function that opens it at an
 * anchor for one subject: items the viewer may see, in order, each running its command or its
 * own code with the subject.
 */
export function useSlotMenu<S extends MenuSlot>(slot: S): (context: MenuContexts[S], anchor: HTMLElement) => void {
  const host = useHost();
  const viewer = useViewer();
  const entries = useContributions('menuItem');
  return useCallback(
    (context, anchor) => {
      const mine = entries.filter((e) => e.item.slot === slot) as ContributionEntry<AnyMenuItemContribution>[];
      const items: MenuItem[] = sortMenuEntries(mine)
        .filter(
          ({ item }) =>
            (item.visible as ((c: MenuContexts[S], v: typeof viewer) => boolean) | undefined)?.(context, viewer) ??
            true,
        )
        .map(({ item, extensionId }) => ({
          type: 'button',
          text: contributedTitle(host.i18n.t, extensionId, item.title),
          ...(item.icon ? { icon: item.icon } : {}),
          ...(item.danger ? { danger: true } : {}),
          action: () => {
            if (item.command) void host.commands.execute(item.command);
            else
              void (item.run as ((c: MenuContexts[S], h: typeof host) => void | Promise<void>) | undefined)?.(
                context,
                host,
              );
          },
        }));
      void host.modals.menu(items, anchor);
    },
    [entries, slot, host, viewer],
  );
}
