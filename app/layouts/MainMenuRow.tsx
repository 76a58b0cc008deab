import { useRef } from 'react';
import { useEntriesThatFit } from './fold-row';
import { MainMenuItem, MoreButton, useMainMenuLayout } from './MainMenu';

/**
 * The main menu as a row for the visitor layout's bar: the entries a visitor may open in the
 * menu's order, without home (the server's name leads there). Those that do not fit the bar's
 * width fold into More, so every entry is whole on the bar or one click away.
 */
export function MainMenuRow() {
  const layout = useMainMenuLayout();
  const entries = [...layout.top, ...layout.chosen, ...layout.bottom].filter((e) => e.item.to !== '/');
  const keys = entries.map((entry) => `${entry.extensionId}:${entry.item.id}`);
  const list = useRef<HTMLUListElement>(null);
  const shown = useEntriesThatFit(list, keys);
  return (
    <ul className="visitor-menu" ref={list}>
      {entries.map((entry, index) => (
        <li key={keys[index]} data-folded={index >= shown || undefined}>
          <MainMenuItem entry={entry} />
        </li>
      ))}
      <li data-folded={shown >= entries.length || undefined}>
        <MoreButton entries={entries.slice(shown)} />
      </li>
    </ul>
  );
}
