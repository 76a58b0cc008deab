import type { ContributionEntry } from './contributions';
import type { AnyMenuItemContribution } from './menu';

type Entry = ContributionEntry<AnyMenuItemContribution>;

/** Where each main-menu entry goes: fixed ones above and below, the person's in between, the rest under More. */
export interface MainMenuLayout {
  /** Fixed entries before the person's (order below 100). */
  top: Entry[];
  /** The person's entries in their order, then entries nobody placed yet. */
  chosen: Entry[];
  /** Entries the person took out. */
  more: Entry[];
  /** Fixed entries after the person's. */
  bottom: Entry[];
}

/** Fixed entries ordered below this come before the person's own entries. */
const TOP_ORDER_LIMIT = 100;

/**
 * Lays out the main menu by the person's preferences: `menu` (Misskey's: entry ids in order) and
 * `menuHidden` (the entries they took out). Chosen entries come in their order, then entries
 * nobody chose or took out (an extension just switched on); taken-out entries, and those marked
 * `inMore` that nobody chose, wait under More.
 * Ids no active extension offers are passed over.
 */
export function layOutMainMenu(
  entries: readonly Entry[],
  chosenIds: readonly string[],
  hiddenIds: readonly string[],
): MainMenuLayout {
  const fixed = entries.filter((e) => e.item.fixed);
  const free = entries.filter((e) => !e.item.fixed);
  const chosen = chosenIds.flatMap((id) => free.find((e) => e.item.id === id && !hiddenIds.includes(id)) ?? []);
  const offMenu = (e: Entry) => !chosen.includes(e) && (hiddenIds.includes(e.item.id) || e.item.inMore === true);
  const unplaced = free.filter((e) => !chosen.includes(e) && !offMenu(e));
  return {
    top: fixed.filter((e) => (e.item.order ?? 0) < TOP_ORDER_LIMIT),
    chosen: [...chosen, ...unplaced],
    more: free.filter(offMenu),
    bottom: fixed.filter((e) => (e.item.order ?? 0) >= TOP_ORDER_LIMIT),
  };
}
