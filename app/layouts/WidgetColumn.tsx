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
  usePreference,
  type WidgetContribution,
  type WidgetProps,
} from '@tessera/sdk';
import { useEffect, useId, useState } from 'react';
import type {} from '../../extensions/ads/api';
import { takeLegacyWidgets } from './placed-widgets';

/**
 * The widget column: the placed widgets that some active extension provides, and an editor. The
 * placement is the `widgets` preference (Misskey's, syncable with the preference profile).
 */
export function WidgetColumn() {
  const contributions = useContributions('widget');
  const { t } = useI18n();
  const [placed, save] = usePreference('widgets');
  const [editing, setEditing] = useState(false);
  const selectId = useId();
  const byName = new Map(contributions.map((c) => [c.item.name, c]));
  // A layout an earlier build kept on this device moves into the preference once.
  useEffect(() => {
    const legacy = takeLegacyWidgets(localStorage);
    if (legacy) save(legacy);
  }, [save]);
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
                onClick={() => save((current) => current.filter((p) => p.id !== widget.id))}
              >
                <Icon name="close" label={`Remove ${name}`} />
              </button>
            )}
            <ExtensionBoundary extensionId={entry.extensionId}>
              <WidgetBody
                loader={entry.item.component}
                settings={widget.data}
                updateSettings={(data) =>
                  save((current) => current.map((p) => (p.id === widget.id ? { ...p, data } : p)))
                }
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
              const id = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
              // From the current value, not this render's: widgets added in quick succession all stay.
              save((current) => {
                current.push({ id, name, place: 'right', data: { ...defaults } });
              });
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
