import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import { useSwipe } from './use-swipe';

/** One tab: its value, its label, and an optional icon name. */
export interface Tab<V extends string> {
  value: V;
  label: string;
  icon?: string;
  /** Choosing it does something of its own (opens a picker) rather than show a view: a swipe never lands on it. */
  ownAction?: boolean;
}

/**
 * A row of tabs that switch a view in place (role tablist): the selected one is marked with
 * aria-selected and the accent. Tabs that change the address should be links instead. The
 * page's first tab bar also follows horizontal swipes over the page on touch screens (spec 001
 * section 2): toward the next tab or the previous one.
 */
export function TabBar<V extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly Tab<V>[];
  selected: V | null;
  onSelect(value: V): void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // The page's own tabs: the first tab list of the main landmark, not one inside a part of the page.
    const main = bar.current?.closest('main') ?? null;
    setPage(main?.querySelector('[role="tablist"]') === bar.current ? main : null);
  }, []);
  // A swipe goes to the neighbouring tab, never to one with an action of its own.
  const index = tabs.findIndex((tab) => tab.value === selected);
  const neighbour = (step: 'next' | 'previous') => {
    const tab = index < 0 ? undefined : tabs[index + (step === 'next' ? 1 : -1)];
    return tab?.ownAction ? undefined : tab;
  };
  useSwipe(page, {
    can: (step) => neighbour(step) !== undefined,
    go: (step) => {
      const tab = neighbour(step);
      if (tab) onSelect(tab.value);
    },
  });
  return (
    <div role="tablist" aria-label={label} className="tab-bar" ref={bar}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === selected}
          className="tab"
          onClick={() => onSelect(tab.value)}
        >
          {tab.icon && <Icon name={tab.icon} size={18} />}
          {tab.label}
        </button>
      ))}
    </div>
  );
}
