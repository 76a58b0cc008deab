import { ServiceView, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { DeckColumnProps } from '../deck/api';
import type {} from '../timeline/api';
import { roleSource } from './role-source';

/** A deck column of the public notes of a role's members, live (Misskey's `roleTimeline` column, its `roleId`). */
export default function RoleColumn({ settings, updateSettings }: DeckColumnProps) {
  const t = useExtensionStrings('roles');
  // roles/list gives the public roles; only those open to exploring have a timeline.
  const roles = useEndpoint('roles/list', {});
  return (
    <ServiceView
      id="timeline.chosenColumn"
      props={{
        choices: roles.data?.filter((role) => role.isExplorable),
        chosen: typeof settings.roleId === 'string' ? settings.roleId : null,
        choose: (roleId) => updateSettings({ ...settings, roleId }),
        chooseLabel: t('column.role'),
        noChoices: t('column.noRoles'),
        source: roleSource,
        empty: t('timelineEmpty'),
      }}
    />
  );
}
