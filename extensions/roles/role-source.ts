import type { TimelineSourceContribution } from '../timeline/api';

/** The public notes of a role's members as a timeline source, live from the role timeline channel. */
export function roleSource(role: { id: string; name: string }): TimelineSourceContribution {
  return {
    id: `role:${role.id}`,
    title: role.name,
    endpoint: 'roles/notes',
    channel: 'roleTimeline',
    params: { roleId: role.id },
    empty: 'timelineEmpty',
  };
}
