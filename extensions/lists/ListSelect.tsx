import { useEndpoint, useExtensionStrings } from '@tessera/sdk';
import { useId } from 'react';

/** A labelled choice among one's lists (or none), for the settings of what shows a list. */
export function ListSelect({ value, onChange }: { value: string | null; onChange(listId: string | null): void }) {
  const t = useExtensionStrings('lists');
  const id = useId();
  const lists = useEndpoint('users/lists/list', {});
  return (
    <>
      <label htmlFor={id}>{t('widget.list')}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('widget.none')}</option>
        {(lists.data ?? []).map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </>
  );
}
