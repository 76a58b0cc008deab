import { Icon } from './Icon';

/** One tab: its value, its label, and an optional icon name. */
export interface Tab<V extends string> {
  value: V;
  label: string;
  icon?: string;
}

/**
 * A row of tabs that switch a view in place (role tablist): the selected one is marked with
 * aria-selected and the accent. Tabs that change the address should be links instead.
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
  return (
    <div role="tablist" aria-label={label} className="tab-bar">
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
