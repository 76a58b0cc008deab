import type { Disposable, ExtensionContext } from '@tessera/sdk';
import type { TimelineSourceContribution } from '../timeline/api';

/** A pinned list as a timeline tab. */
export function listSource(list: { id: string; name: string }): TimelineSourceContribution {
  return {
    id: `list:${list.id}`,
    title: list.name,
    icon: 'list',
    endpoint: 'notes/user-list-timeline',
    channel: 'userList',
    params: { listId: list.id },
    empty: 'timelineEmpty',
    available: (viewer) => viewer.signedIn,
  };
}

/**
 * The lists pinned to the home timeline (the pinnedUserLists preference) as its tabs, kept in
 * step with the preference. Loaded once the first view has settled, so the first view does not
 * pay for it: a list tab that was open last time comes back a moment after the home timeline.
 */
export function activate(ctx: ExtensionContext): void {
  const pinned = ctx.host.preferences.readable('pinnedUserLists');
  let tabs: Disposable[] = [];
  const sync = () => {
    for (const tab of tabs) tab.dispose();
    tabs = pinned.get().map((list) => ctx.contribute('timelineSource', listSource(list)));
  };
  sync();
  const unsubscribe = pinned.subscribe(sync);
  ctx.onDispose(() => {
    unsubscribe();
    for (const tab of tabs) tab.dispose();
  });
}
