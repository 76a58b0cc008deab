import type { Draft } from 'immer';
import { type ReactNode, useId, useState } from 'react';
import type { WidgetContribution, WidgetProps } from '../contributions';
import { useContributions, useI18n } from '../hooks';
import type { WidgetPlacement } from '../preferences';
import type { LazyComponent } from '../routes';
import { contributedTitle } from '../slot-menu';
import { moveItem, useSortableList } from '../sortable';
import { Deferred } from './Deferred';
import { ExtensionBoundary } from './ExtensionBoundary';
import { Icon } from './Icon';
import { widgetsByName } from './widget-names';

/** What a widget stack shows and where it keeps the placement. */
export interface WidgetStackProps {
  /** The placed widgets, in order (the `widgets` preference, a deck column's own list). */
  placed: readonly WidgetPlacement[];
  /** Saves a new placement, as a value or an immer recipe over the current one. */
  save(next: WidgetPlacement[] | ((draft: Draft<WidgetPlacement[]>) => void)): void;
  /** Drawn after the widgets (an ad). */
  footer?: ReactNode;
  /**
   * The side of the page this stack is (the default layout's left and right columns on wide
   * screens): it shows the widgets placed there and offers to move each to the other side.
   * Unset, it shows every widget (a single column, a deck column).
   */
  side?: WidgetSide;
}

/** A side of the page a widget is placed on (the `place` of a widget placement). */
export type WidgetSide = 'left' | 'right';

/** The side a placed widget is on: Misskey's `place`, the right unless it says left. */
export function widgetSide(widget: WidgetPlacement): WidgetSide {
  return widget.place === 'left' ? 'left' : 'right';
}

/**
 * A column of widgets with its editor: the placed widgets that some active extension provides,
 * each with a bar in edit mode to drag it by, move it up or down, or remove it, and a picker to
 * add one. The default layout's widget column and the deck's widgets column are this. Its CSS is
 * `@tessera/sdk/widget-stack.css`, imported by the lazily loaded module that uses it, so the
 * first view does not carry it.
 */
export function WidgetStack({ placed, save, footer, side }: WidgetStackProps) {
  const contributions = useContributions('widget');
  const i18n = useI18n();
  const { t } = i18n;
  const [editing, setEditing] = useState(false);
  // The editing controls' words are among the kernel's later strings; editing starts without
  // them if they cannot come.
  const startEditing = () =>
    void i18n
      .loadStrings('kernel')
      .catch(() => {})
      .then(() => setEditing(true));
  const selectId = useId();
  const byName = widgetsByName(contributions);
  const title = (w: WidgetContribution, extensionId: string) => contributedTitle(t, extensionId, w.title);

  // Only the widgets some active extension provides are drawn, so moves are between those.
  const shown = placed.filter((p) => byName.has(p.name) && (!side || widgetSide(p) === side));
  const otherSide: WidgetSide = side === 'left' ? 'right' : 'left';
  const move = (from: number, to: number) => {
    const source = shown[from];
    const target = shown[to];
    if (!source || !target) return;
    save((current) => {
      const ids = current.map((p) => p.id);
      return moveItem(current, ids.indexOf(source.id), ids.indexOf(target.id));
    });
  };
  const listRef = useSortableList(move, { handle: '.widget-drag-handle', touchDelayMs: 200 });

  return (
    <div className="widget-column">
      <div className="widget-list" ref={editing ? listRef : null}>
        {shown.map((widget, index) => {
          const entry = byName.get(widget.name);
          if (!entry) return null;
          const name = title(entry.item, entry.extensionId);
          return (
            <section key={widget.id} className="widget" aria-label={name}>
              {editing && (
                <div className="widget-edit-bar">
                  <span className="widget-drag-handle" title={t('kernel.widgetDrag')} aria-hidden="true">
                    ⋮⋮
                  </span>
                  <span className="widget-edit-name">{name}</span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('kernel.widgetMoveUp', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <Icon name="up" size={16} />
                  </button>
                  <button
                    type="button"
                    className="icon-button widget-move-down"
                    aria-label={t('kernel.widgetMoveDown', { name })}
                    disabled={index === shown.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <Icon name="up" size={16} />
                  </button>
                  {side && (
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t(`kernel.widgetTo.${otherSide}`, { name })}
                      onClick={() =>
                        save((current) => current.map((p) => (p.id === widget.id ? { ...p, place: otherSide } : p)))
                      }
                    >
                      <Icon name={otherSide === 'left' ? 'back' : 'forward'} size={16} />
                    </button>
                  )}
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('kernel.widgetRemove', { name })}
                    onClick={() => save((current) => current.filter((p) => p.id !== widget.id))}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </div>
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
      </div>
      {editing && (
        <div className="widget-editor">
          <label htmlFor={selectId}>{t('kernel.widgetAdd')}</label>
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
                current.push({ id, name, place: side ?? 'right', data: { ...defaults } });
              });
            }}
          >
            <option value="">{t('kernel.widgetChoose')}</option>
            {contributions.map((c) => (
              <option key={c.item.name} value={c.item.name}>
                {title(c.item, c.extensionId)}
              </option>
            ))}
          </select>
        </div>
      )}
      {footer}
      <button
        type="button"
        className="button widget-edit-toggle"
        aria-pressed={editing}
        onClick={() => (editing ? setEditing(false) : startEditing())}
      >
        {editing ? t('kernel.widgetEditDone') : t('kernel.widgetEdit')}
      </button>
    </div>
  );
}

/** One widget's content: secondary, so it loads once the page's own content is shown. */
function WidgetBody({ loader, ...props }: { loader: LazyComponent<WidgetProps> } & WidgetProps) {
  return <Deferred loader={loader} props={props} placeholder={<div className="widget-loading" />} />;
}
