import { domainToASCII } from 'node:url';
import { genAid } from '../ids';
import type { Instance } from '../instance';

/** Why a server receives nothing from this one (Misskey's suspension states). */
export type SuspensionState =
  | 'none'
  | 'manuallySuspended'
  | 'goneSuspended'
  | 'autoSuspendedForNotResponding'
  | 'softwareSuspended';

/** An instances row: another server this one knows. */
export interface KnownServerRow {
  id: string;
  host: string;
  first_retrieved_at: number;
  users_count: number;
  notes_count: number;
  following_count: number;
  followers_count: number;
  latest_request_received_at: number | null;
  is_not_responding: number;
  suspension_state: SuspensionState;
  software_name: string | null;
  software_version: string | null;
  open_registrations: number | null;
  name: string | null;
  description: string | null;
  maintainer_name: string | null;
  maintainer_email: string | null;
  icon_url: string | null;
  favicon_url: string | null;
  theme_color: string | null;
  info_updated_at: number | null;
  moderation_note: string;
}

/** A server as Misskey's FederationInstance answers it. */
export interface PackedServer {
  id: string;
  firstRetrievedAt: string;
  host: string;
  usersCount: number;
  notesCount: number;
  followingCount: number;
  followersCount: number;
  isNotResponding: boolean;
  isSuspended: boolean;
  suspensionState: SuspensionState;
  isBlocked: boolean;
  softwareName: string | null;
  softwareVersion: string | null;
  openRegistrations: boolean | null;
  name: string | null;
  description: string | null;
  maintainerName: string | null;
  maintainerEmail: string | null;
  isSilenced: boolean;
  isMediaSilenced: boolean;
  iconUrl: string | null;
  faviconUrl: string | null;
  themeColor: string | null;
  infoUpdatedAt: string | null;
  latestRequestReceivedAt: string | null;
  moderationNote?: string | null;
}

/** A host as Misskey stores it: lower case, in punycode. */
export function normalHost(host: string): string {
  return domainToASCII(host.trim().toLowerCase()) || host.trim().toLowerCase();
}

/** Whether a host list of the meta (blocked, silenced…) names the host or a domain above it, as Misskey matches. */
export function hostListed(list: readonly string[], host: string): boolean {
  const dotted = `.${host.toLowerCase()}`;
  return list.some((entry) => entry !== '' && dotted.endsWith(`.${entry.toLowerCase()}`));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The servers this one knows and what moderators decided about them. A server that does not
 * federate learns of none by itself; the test-only seed-instance endpoint adds them.
 */
export class KnownServers {
  constructor(private readonly instance: Instance) {}

  byHost(host: string): KnownServerRow | null {
    const row = this.instance.db.prepare('SELECT * FROM instances WHERE host = ?').get(normalHost(host));
    return (row as KnownServerRow | undefined) ?? null;
  }

  /** All rows, for listing (a server that does not federate knows few). */
  all(): KnownServerRow[] {
    return this.instance.db.prepare('SELECT * FROM instances ORDER BY id DESC').all() as KnownServerRow[];
  }

  /** Records a server (or replaces what is known of it); answers its row. */
  add(fields: Partial<Omit<KnownServerRow, 'id'>> & { host: string }): KnownServerRow {
    const host = normalHost(fields.host);
    const existing = this.byHost(host);
    const row: KnownServerRow = {
      id: existing?.id ?? genAid(),
      first_retrieved_at: Date.now(),
      users_count: 0,
      notes_count: 0,
      following_count: 0,
      followers_count: 0,
      latest_request_received_at: null,
      is_not_responding: 0,
      suspension_state: 'none',
      software_name: null,
      software_version: null,
      open_registrations: null,
      name: null,
      description: null,
      maintainer_name: null,
      maintainer_email: null,
      icon_url: null,
      favicon_url: null,
      theme_color: null,
      info_updated_at: null,
      moderation_note: '',
      ...existing,
      ...fields,
      host,
    };
    const columns = Object.keys(row);
    this.instance.db
      .prepare(
        `INSERT OR REPLACE INTO instances (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      )
      .run(row);
    return row;
  }

  setSuspension(id: string, state: SuspensionState): void {
    this.instance.db.prepare('UPDATE instances SET suspension_state = ? WHERE id = ?').run(state, id);
  }

  setModerationNote(id: string, note: string): void {
    this.instance.db.prepare('UPDATE instances SET moderation_note = ? WHERE id = ?').run(note, id);
  }

  /** The row as Misskey answers it; the moderators' note only to moderators. */
  pack(row: KnownServerRow, forModerator: boolean): PackedServer {
    const settings = this.instance.settings.get();
    return {
      id: row.id,
      firstRetrievedAt: new Date(row.first_retrieved_at).toISOString(),
      host: row.host,
      usersCount: row.users_count,
      notesCount: row.notes_count,
      followingCount: row.following_count,
      followersCount: row.followers_count,
      isNotResponding: row.is_not_responding === 1,
      isSuspended: row.suspension_state !== 'none',
      suspensionState: row.suspension_state,
      isBlocked: hostListed(settings.blockedHosts, row.host),
      softwareName: row.software_name,
      softwareVersion: row.software_version,
      openRegistrations: row.open_registrations === null ? null : row.open_registrations === 1,
      name: row.name,
      description: row.description,
      maintainerName: row.maintainer_name,
      maintainerEmail: row.maintainer_email,
      isSilenced: hostListed(settings.silencedHosts, row.host),
      isMediaSilenced: hostListed(settings.mediaSilencedHosts, row.host),
      iconUrl: row.icon_url,
      faviconUrl: row.favicon_url,
      themeColor: row.theme_color,
      infoUpdatedAt: iso(row.info_updated_at),
      latestRequestReceivedAt: iso(row.latest_request_received_at),
      ...(forModerator ? { moderationNote: row.moderation_note } : {}),
    };
  }
}
