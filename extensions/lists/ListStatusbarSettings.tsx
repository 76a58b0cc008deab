import type { WidgetProps } from '@tessera/sdk';
import { ListSelect } from './ListSelect';

/** A list status bar's own setting: which list (Misskey's `userListId`). */
export default function ListStatusbarSettings({ settings, updateSettings }: WidgetProps) {
  const listId = typeof settings.userListId === 'string' ? settings.userListId : null;
  return (
    <div className="form-controls">
      <ListSelect value={listId} onChange={(id) => updateSettings({ ...settings, userListId: id })} />
    </div>
  );
}
