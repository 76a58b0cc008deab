import type { TimelineSourceContribution } from '../timeline/api';

/** An antenna's notes as a timeline source, live from its channel. */
export function antennaSource(antenna: { id: string; name: string }): TimelineSourceContribution {
  return {
    id: `antenna:${antenna.id}`,
    title: antenna.name,
    icon: 'antenna',
    endpoint: 'antennas/notes',
    channel: 'antenna',
    params: { antennaId: antenna.id },
    empty: 'timelineEmpty',
  };
}
