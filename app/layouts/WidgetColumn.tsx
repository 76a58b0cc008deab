import './widget-column.css';
import {
  contributedTitle,
  Deferred,
  ExtensionBoundary,
  Icon,
  type LazyComponent,
  ServiceView,
  useContributions,
  useI18n,
  type WidgetContribution,
  type WidgetProps,
} from '@tessera/sdk';
import { useId, useState } from 'react';
import type {} from '../../extensions/ads/api';
import { type PlacedWidget, readPlacedWidgets, writePlacedWidgets } from './placed-widgets';

/** The widget column: the placed widgets that some active extension provides, and an editor. */
export function WidgetColumn() {
  const contributions = useContributions('widget');
  const { t } = useI18n();
  const [placed, setPlaced] = useState(() => readPlacedWidgets(localStorage));
  const [editing, setEditing] = useState(false);
  const selectId = useId();
  const byName = new Map(contributions.map((c) => [c.item.name, c]));

  const save = (next: PlacedWidget[]) => {
    setPlaced(next);
    writePlacedWidgets(localStorage, next);
  };
  const title = (w: WidgetContribution, extensionId: string) => contributedTitle(t, extensionId, w.title);

  return (
    <div className="widget-column">
      {placed.map((widget) => {
        const entry = byName.get(widget.name);
        if (!entry) return null;
        const name = title(entry.item, entry.extensionId);
        return (
          <section key={widget.id} className="widget" aria-label={name}>
            {editing && (
              <button
                type="button"
                className="widget-remove"
                onClick={() => save(placed.filter((p) => p.id !== widget.id))}
              >
                <Icon name="close" label={`Remove ${name}`} />
              </button>
            )}
            <ExtensionBoundary extensionId={entry.extensionId}>
              <WidgetBody
                loader={entry.item.component}
                settings={widget.settings}
                updateSettings={(settings) => save(placed.map((p) => (p.id === widget.id ? { ...p, settings } : p)))}
              />
            </ExtensionBoundary>
          </section>
        );
      })}
      {editing && (
        <div className="widget-editor">
          <label htmlFor={selectId}>Add a widget</label>
          <select
            id={selectId}
            value=""
            onChange={(e) => {
              const name = e.target.value;
              if (!name) return;
              const defaults = byName.get(name)?.item.defaultSettings ?? {};
              save([...placed, { id: `${name}-${Date.now().toString(36)}`, name, settings: { ...defaults } }]);
            }}
          >
            <option value="">Choose…</option>
            {contributions.map((c) => (
              <option key={c.item.name} value={c.item.name}>
                {title(c.item, c.extensionId)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* Where the ads extension is on, an ad closes the column, as in Misskey's. */}
      <ServiceView id="ads.spot" props={{ prefer: ['square'] }} fallback={null} />
      <button
        type="button"
        className="button widget-edit-toggle"
        aria-pressed={editing}
        onClick={() => setEditing(!editing)}
      >
        {editing ? 'Done editing widgets' : 'Edit widgets'}
      </button>
    </div>
  );
}

/** One widget's content: secondary, so it loads once the page's own content is shown. */
function WidgetBody({ loader, ...props }: { loader: LazyComponent<WidgetProps> } & WidgetProps) {
  return <Deferred loader={loader} props={props} placeholder={<div className="widget-loading" />} />;
}
