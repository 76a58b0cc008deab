import { type FormEvent, type ReactNode, useState } from 'react';
import type { EndpointQuery } from '../hooks';
import { useHost } from '../hooks';
import './managed-list.css';

/** The words a ManagedList shows, in the extension's language. */
export interface ManagedListStrings {
  /** The list's accessible name. */
  label: string;
  add: string;
  edit: string;
  delete: string;
  save: string;
  cancel: string;
  /** Shown when there is nothing yet. */
  empty: string;
}

/**
 * A list of things someone manages (announcements, ads, decorations…): each row with Edit and
 * Delete, a form for a new one or the one being edited, saved and deleted through the given calls
 * (which show the spec's error dialog and throw on failure, keeping the form as typed), the list
 * fetched again after each change. A deletion is confirmed first.
 */
export function ManagedList<T extends { id: string }, F>({
  query,
  strings,
  blank,
  fieldsOf,
  save,
  remove,
  confirmRemove,
  name,
  summary,
  fields,
  add,
}: {
  query: EndpointQuery<readonly T[]>;
  strings: ManagedListStrings;
  /** The fields of a new item. */
  blank: F;
  fieldsOf(item: T): F;
  /** Creates (item null) or updates an item; throws when it failed. */
  save(fields: F, item: T | null): Promise<unknown>;
  remove(item: T): Promise<unknown>;
  /** The question asked before deleting. */
  confirmRemove(item: T): string;
  /** A row's accessible name. */
  name(item: T): string;
  /** What a row shows when not being edited. */
  summary(item: T): ReactNode;
  /** The form's fields for a draft, with a way to change it. */
  fields(draft: F, set: (change: Partial<F>) => void): ReactNode;
  /** Adds an item its own way (a picker, a dialog) instead of the form; resolves once done or given up. */
  add?(): Promise<unknown>;
}) {
  const host = useHost();
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  const done = () => {
    setEditing(null);
    query.reload();
  };
  const del = async (item: T) => {
    if (!(await host.modals.confirm(confirmRemove(item), { danger: true }))) return;
    try {
      await remove(item);
      query.reload();
    } catch {
      // The call's dialog said why.
    }
  };
  const form = (initial: F, item: T | null) => (
    <ItemForm
      initial={initial}
      strings={strings}
      fields={fields}
      onCancel={() => setEditing(null)}
      onSave={async (draft) => {
        await save(draft, item);
        done();
      }}
    />
  );

  return (
    <div className="managed-list">
      {editing === 'new' ? (
        form(blank, null)
      ) : (
        <p>
          <button
            type="button"
            className="button primary"
            onClick={() => {
              if (!add) setEditing('new');
              else
                void add().then(
                  () => query.reload(),
                  () => undefined,
                );
            }}
          >
            {strings.add}
          </button>
        </p>
      )}
      {query.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {query.status === 'error' && <p role="alert">{host.describeError(query.error).text}</p>}
      {query.status === 'ready' && query.data.length === 0 && <p className="form-hint">{strings.empty}</p>}
      {query.status === 'ready' && query.data.length > 0 && (
        <ul className="managed-rows" aria-label={strings.label}>
          {query.data.map((item) => (
            <li key={item.id} className="managed-row" aria-label={name(item)}>
              {editing === item.id ? (
                form(fieldsOf(item), item)
              ) : (
                <>
                  <div className="managed-summary">{summary(item)}</div>
                  <button type="button" className="button" onClick={() => setEditing(item.id)}>
                    {strings.edit}
                  </button>
                  <button type="button" className="button danger" onClick={() => void del(item)}>
                    {strings.delete}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ItemForm<F>({
  initial,
  strings,
  fields,
  onSave,
  onCancel,
}: {
  initial: F;
  strings: ManagedListStrings;
  fields(draft: F, set: (change: Partial<F>) => void): ReactNode;
  onSave(draft: F): Promise<void>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(draft);
    } catch {
      // The call's dialog said why; the form keeps what was typed.
      setSaving(false);
    }
  };
  return (
    <form className="managed-form form-controls" onSubmit={(e) => void submit(e)}>
      {fields(draft, (change) => setDraft((now) => ({ ...now, ...change })))}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {strings.cancel}
        </button>
        <button type="submit" className="button primary" disabled={saving}>
          {strings.save}
        </button>
      </div>
    </form>
  );
}
