import { useCallback } from 'react';
import type { ContributionEntry } from './contributions';
import { useHost, useViewer } from './hooks';
import type { TesseraHost } from './host';
import type { AnyMenuItemContribution, MenuContexts, MenuItemContribution, MenuSlot, Viewer } from './menu';
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

/**
 * A contributed title: its extension's i18n key when one exists, else a full key (the shell's
 * `kernel.reload`), else the text as given.
 */
export function contributedTitle(t: (key: string) => string, extensionId: string, title: string): string {
  const key = `${extensionId}.${title}`;
  const translated = t(key);
  return translated === key ? t(title) : translated;
}

/**
 * A slot's contributed items for one subject, as menu items: those the viewer may see, in order,
 * each running its command, going to its address, or running its own code with the subject.
 */
export function slotMenuItems<S extends MenuSlot>(
  slot: S,
  context: MenuContexts[S],
  entries: readonly ContributionEntry<AnyMenuItemContribution>[],
  host: TesseraHost,
  viewer: Viewer,
): MenuItem[] {
  const mine = entries.filter((e) => e.item.slot === slot);
  return sortMenuEntries(mine)
    .filter(
      ({ item }) =>
        (item.visible as ((c: MenuContexts[S], v: Viewer) => boolean) | undefined)?.(context, viewer) ?? true,
    )
    .map(({ item, extensionId }) => ({
      type: 'button',
      text: contributedTitle(host.i18n.t, extensionId, item.title),
      ...(item.icon ? { icon: item.icon } : {}),
      ...(item.danger ? { danger: true } : {}),
      action: () => {
        if (item.to && !item.command) host.router.push(item.to);
        else runMenuItem({ item, extensionId } as ContributionEntry<MenuItemContribution<S>>, context, host);
      },
    }));
}

/**
 * Runs a menu item that is not a link: its command (which loads its extension's main, strings
 * beside it), or its own `run` once its extension's strings are here, since `run` often loads
 * code that shows a dialog in them.
 */
export function runMenuItem<S extends MenuSlot>(
  { item, extensionId }: ContributionEntry<MenuItemContribution<S>>,
  context: MenuContexts[S],
  host: TesseraHost,
): void {
  if (item.command) {
    void host.commands.execute(item.command);
    return;
  }
  const run = item.run as ((c: MenuContexts[S], h: TesseraHost) => void | Promise<void>) | undefined;
  if (!run) return;
  if (host.i18n.hasStrings(extensionId)) void run(context, host);
  else void host.i18n.loadStrings(extensionId).then(() => run(context, host));
}

/** How long a menu waits for its items' `prepare` before it opens anyway. */
const PREPARE_WAIT_MS = 1500;

/**
 * A slot's items for one subject, complete: every extension's later contributions registered,
 * then the items' `prepare` run, for at most PREPARE_WAIT_MS.
 */
export async function prepareSlotMenu<S extends MenuSlot>(
  slot: S,
  context: MenuContexts[S],
  host: TesseraHost,
): Promise<readonly ContributionEntry<AnyMenuItemContribution>[]> {
  await host.loadAllContributions(slot);
  const entries = host.contributions('menuItem').get();
  const work = entries.flatMap(({ item }) => {
    const prepare = item.prepare as ((c: MenuContexts[S], h: TesseraHost) => Promise<void>) | undefined;
    return item.slot === slot && prepare ? [prepare(context, host).catch(() => undefined)] : [];
  });
  if (work.length === 0) return entries;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(work), new Promise((resolve) => (timer = setTimeout(resolve, PREPARE_WAIT_MS)))]);
  clearTimeout(timer);
  return entries;
}

/**
 * The menu of a contribution slot (a note's, a user's, ...) as a function that opens it at an
 * anchor for one subject, once its items are prepared (see `slotMenuItems`).
 */
export function useSlotMenu<S extends MenuSlot>(slot: S): (context: MenuContexts[S], anchor: HTMLElement) => void {
  const host = useHost();
  const viewer = useViewer();
  return useCallback(
    (context, anchor) =>
      void prepareSlotMenu(slot, context, host).then((entries) =>
        host.modals.menu(slotMenuItems(slot, context, entries, host, viewer), anchor),
      ),
    [slot, host, viewer],
  );
}
