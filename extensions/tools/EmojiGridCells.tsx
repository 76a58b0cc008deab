import { useExtensionStrings } from '@tessera/sdk';
import { type KeyboardEvent, useId } from 'react';
import { type EDITABLE_COLUMNS, type EmojiGridDraft, invalidColumn } from './emoji-grid';

type TextColumn = Exclude<(typeof EDITABLE_COLUMNS)[number], 'isSensitive' | 'localOnly'>;

/**
 * The editable cells of a grid row (name, category, aliases, licence, sensitive, local only),
 * each named for the row's emoji; shared by the edit and register tabs.
 */
export function EditableCells({
  draft,
  cellName,
  edit,
  nameError,
  disabled,
}: {
  draft: EmojiGridDraft;
  /** A cell's accessible name from its column's (the row's emoji or file named in it). */
  cellName(column: string): string;
  edit(patch: Partial<EmojiGridDraft>): void;
  /** The name cannot be used for a reason beyond its characters (another row has it). */
  nameError?: boolean;
  /** While the row is being sent: what it sends cannot change under it. */
  disabled?: boolean;
}) {
  const t = useExtensionStrings('tools');
  const badName = nameError === true || invalidColumn(draft) === 'name';
  const text = (column: TextColumn, label: string) => (
    <td data-column={column}>
      <input
        value={draft[column]}
        aria-label={cellName(label)}
        aria-invalid={column === 'name' && badName ? true : undefined}
        disabled={disabled}
        onChange={(e) => edit({ [column]: e.target.value })}
      />
    </td>
  );
  const flag = (column: 'isSensitive' | 'localOnly', label: string) => (
    <td data-column={column}>
      <input
        type="checkbox"
        checked={draft[column]}
        aria-label={cellName(label)}
        disabled={disabled}
        onChange={(e) => edit({ [column]: e.target.checked })}
      />
    </td>
  );
  return (
    <>
      {text('name', t('grid.name'))}
      {text('category', t('emojis.category'))}
      {text('aliases', t('grid.aliases'))}
      {text('license', t('emojis.license'))}
      {flag('isSensitive', t('emojis.sensitive'))}
      {flag('localOnly', t('emojis.localOnly'))}
    </>
  );
}

/** The header cells over EditableCells, in the same order. */
export function EditableHeaders({ sortable }: { sortable?: { name: React.ReactNode; category: React.ReactNode } }) {
  const t = useExtensionStrings('tools');
  return (
    <>
      {sortable?.name ?? <th scope="col">{t('grid.name')}</th>}
      {sortable?.category ?? <th scope="col">{t('emojis.category')}</th>}
      <th scope="col">{t('grid.aliases')}</th>
      <th scope="col">{t('emojis.license')}</th>
      <th scope="col">{t('emojis.sensitive')}</th>
      <th scope="col">{t('emojis.localOnly')}</th>
    </>
  );
}

/** Up and down move to the same column of the row above or below, as in a spreadsheet. */
export function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>): void {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-column]');
  const row = cell?.closest('tr');
  const step = (r: Element | null | undefined) =>
    event.key === 'ArrowUp' ? r?.previousElementSibling : r?.nextElementSibling;
  // Rows without the column (a row's error under it) are passed over.
  let target: HTMLElement | null | undefined = null;
  for (let next = step(row); next && !target; next = step(next)) {
    target = next.querySelector<HTMLElement>(`[data-column="${cell?.dataset.column}"] input`);
  }
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** A labelled text box of the grid's forms (the filter, the register tab's values for every row). */
export function GridFormField({ label, value, change }: { label: string; value: string; change(value: string): void }) {
  const id = useId();
  return (
    <span>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => change(e.target.value)} />
    </span>
  );
}
