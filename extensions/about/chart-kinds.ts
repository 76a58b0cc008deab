import type { Endpoints } from 'misskey-js';

/** A line of a chart: its label key and its values, oldest first. */
export interface ChartLine {
  label: string;
  values: number[];
}

type Res<E extends keyof Endpoints> = Endpoints[E]['res'];

/** A chart: the endpoint it draws and the lines it draws from its answer. */
export interface ChartKindDefinition {
  endpoint: keyof Endpoints;
  lines(answer: never): ChartLine[];
}

/** The charts the about page offers, each one endpoint and the lines drawn from its answer. */
export const CHART_KINDS = {
  notes: {
    endpoint: 'charts/notes',
    lines: (r: Res<'charts/notes'>): ChartLine[] => [
      { label: 'chart.normal', values: r.local.diffs.normal },
      { label: 'chart.reply', values: r.local.diffs.reply },
      { label: 'chart.renote', values: r.local.diffs.renote },
      { label: 'chart.withFile', values: r.local.diffs.withFile },
    ],
  },
  notesTotal: {
    endpoint: 'charts/notes',
    lines: (r: Res<'charts/notes'>): ChartLine[] => [{ label: 'chart.total', values: r.local.total }],
  },
  users: {
    endpoint: 'charts/users',
    lines: (r: Res<'charts/users'>): ChartLine[] => [
      { label: 'chart.joined', values: r.local.inc },
      { label: 'chart.left', values: r.local.dec },
    ],
  },
  usersTotal: {
    endpoint: 'charts/users',
    lines: (r: Res<'charts/users'>): ChartLine[] => [{ label: 'chart.total', values: r.local.total }],
  },
  activeUsers: {
    endpoint: 'charts/active-users',
    lines: (r: Res<'charts/active-users'>): ChartLine[] => [
      { label: 'chart.readWrite', values: r.readWrite },
      { label: 'chart.read', values: r.read },
      { label: 'chart.write', values: r.write },
    ],
  },
  drive: {
    endpoint: 'charts/drive',
    lines: (r: Res<'charts/drive'>): ChartLine[] => [
      { label: 'chart.filesAdded', values: r.local.incCount },
      { label: 'chart.filesRemoved', values: r.local.decCount },
    ],
  },
  driveSize: {
    endpoint: 'charts/drive',
    lines: (r: Res<'charts/drive'>): ChartLine[] => [
      { label: 'chart.bytesAdded', values: r.local.incSize },
      { label: 'chart.bytesRemoved', values: r.local.decSize },
    ],
  },
} as const satisfies Record<string, ChartKindDefinition>;

/** The charts of one person, for their profile's Activity tab (the endpoints take `userId`). */
export const USER_CHART_KINDS = {
  notes: {
    endpoint: 'charts/user/notes',
    lines: (r: Res<'charts/user/notes'>): ChartLine[] => [
      { label: 'chart.normal', values: r.diffs.normal },
      { label: 'chart.reply', values: r.diffs.reply },
      { label: 'chart.renote', values: r.diffs.renote },
      { label: 'chart.withFile', values: r.diffs.withFile },
    ],
  },
  following: {
    endpoint: 'charts/user/following',
    lines: (r: Res<'charts/user/following'>): ChartLine[] => [
      { label: 'chart.followings', values: r.local.followings.total },
      { label: 'chart.followers', values: r.local.followers.total },
    ],
  },
  reactions: {
    endpoint: 'charts/user/reactions',
    lines: (r: Res<'charts/user/reactions'>): ChartLine[] => [{ label: 'chart.reactions', values: r.local.count }],
  },
  pv: {
    endpoint: 'charts/user/pv',
    lines: (r: Res<'charts/user/pv'>): ChartLine[] => [
      { label: 'chart.viewsUsers', values: r.pv.user },
      { label: 'chart.viewsVisitors', values: r.pv.visitor },
    ],
  },
  drive: {
    endpoint: 'charts/user/drive',
    lines: (r: Res<'charts/user/drive'>): ChartLine[] => [
      { label: 'chart.filesAdded', values: r.incCount },
      { label: 'chart.filesRemoved', values: r.decCount },
    ],
  },
} as const satisfies Record<string, ChartKindDefinition>;

/** The charts of another server, for its page (/instance-info/{host}; the endpoint takes `host`). */
export const SERVER_CHART_KINDS = {
  requests: {
    endpoint: 'charts/instance',
    lines: (r: Res<'charts/instance'>): ChartLine[] => [
      { label: 'chart.received', values: r.requests.received },
      { label: 'chart.succeeded', values: r.requests.succeeded },
      { label: 'chart.deliveryFailed', values: r.requests.failed },
    ],
  },
  notes: {
    endpoint: 'charts/instance',
    lines: (r: Res<'charts/instance'>): ChartLine[] => [
      { label: 'chart.normal', values: r.notes.diffs.normal },
      { label: 'chart.reply', values: r.notes.diffs.reply },
      { label: 'chart.renote', values: r.notes.diffs.renote },
      { label: 'chart.withFile', values: r.notes.diffs.withFile },
    ],
  },
  usersTotal: {
    endpoint: 'charts/instance',
    lines: (r: Res<'charts/instance'>): ChartLine[] => [{ label: 'chart.total', values: r.users.total }],
  },
  following: {
    endpoint: 'charts/instance',
    lines: (r: Res<'charts/instance'>): ChartLine[] => [
      { label: 'chart.followings', values: r.following.total },
      { label: 'chart.followers', values: r.followers.total },
    ],
  },
  drive: {
    endpoint: 'charts/instance',
    lines: (r: Res<'charts/instance'>): ChartLine[] => [
      { label: 'chart.filesAdded', values: r.drive.incFiles },
      { label: 'chart.filesRemoved', values: r.drive.decFiles },
    ],
  },
} as const satisfies Record<string, ChartKindDefinition>;

/** The lines of a chart from its endpoint's answer, turned oldest first for drawing. */
export function chartLines(kind: ChartKindDefinition, answer: unknown): ChartLine[] {
  const lines = (kind.lines as (r: unknown) => ChartLine[])(answer);
  return lines.map((l) => ({ label: l.label, values: [...l.values].reverse() }));
}

/** The start of each period, oldest first, in seconds (uPlot's time axis). */
export function periodStarts(span: 'day' | 'hour', count: number, now = Date.now()): number[] {
  const length = span === 'day' ? 86_400_000 : 3_600_000;
  const current = Math.floor(now / length) * length;
  return Array.from({ length: count }, (_, i) => (current - (count - 1 - i) * length) / 1000);
}
