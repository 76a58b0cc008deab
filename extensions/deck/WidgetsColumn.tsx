import '@tessera/sdk/widget-stack.css';
import type { WidgetPlacement } from '@tessera/sdk';
import { WidgetStack } from '@tessera/sdk/kit';
import { type Draft, produce } from 'immer';
import { useCallback, useRef } from 'react';
import type { DeckColumnProps } from './api';

/** A deck column of widgets, placed in the column's own `widgets` setting as Misskey keeps it. */
export default function WidgetsColumn({ settings, updateSettings }: DeckColumnProps) {
  const placed = Array.isArray(settings.widgets) ? (settings.widgets as WidgetPlacement[]) : [];
  // The latest settings, so edits in quick succession build on each other.
  const latest = useRef(settings);
  latest.current = settings;
  const save = useCallback(
    (next: WidgetPlacement[] | ((draft: Draft<WidgetPlacement[]>) => void)) => {
      const current = Array.isArray(latest.current.widgets) ? (latest.current.widgets as WidgetPlacement[]) : [];
      const widgets = typeof next === 'function' ? produce(current, next) : next;
      latest.current = { ...latest.current, widgets };
      updateSettings(latest.current);
    },
    [updateSettings],
  );
  return (
    <div className="deck-widgets">
      <WidgetStack placed={placed} save={save} />
    </div>
  );
}
