import { ZipArchive } from 'archiver';
import unzipper from 'unzipper';
import { deliverExport, fileDate } from '../account-data/exports';
import type { DriveFileRow } from '../drive/file-row';
import { EXTENSIONS, sniffType } from '../drive/file-type';
import type { Services } from '../services';
import type { UserRow } from '../users/user-row';
import type { EmojiChange } from './custom-emojis';
import { type EmojiRow, emojiAliasesOf, emojiUrl } from './pack-emoji';

/**
 * The custom emoji archive, as Misskey's exportCustomEmojis and importCustomEmojis jobs read and
 * write it: a zip with `meta.json` ({ metaVersion: 2, host, exportedAt, emojis: [{ fileName,
 * downloaded, emoji }] }, `emoji` being the emoji's stored fields) and each emoji's image beside
 * it under `fileName`.
 */

/** The names Misskey exports (others are passed over) and this server takes. */
const EMOJI_NAME = /^[a-zA-Z0-9_]{1,128}$/;
/** An image's name in the archive: a name and an extension, no folders. */
const FILE_NAME = /^[a-zA-Z0-9_]+(\.[a-zA-Z0-9]+)?$/;

type ArchivedEmoji = EmojiRow & { file_id: string | null; updated_at: number | null };

/** One emoji of meta.json. */
interface ArchiveRecord {
  fileName: string;
  downloaded: boolean;
  emoji: Record<string, unknown>;
}

/** The emoji's fields as Misskey writes its stored emoji into meta.json. */
function emojiFields(services: Services, row: ArchivedEmoji, file: DriveFileRow | undefined) {
  const url = emojiUrl(services.instance, row);
  return {
    id: row.id,
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
    name: row.name,
    host: null,
    category: row.category,
    originalUrl: url,
    publicUrl: url,
    uri: null,
    type: file?.type ?? null,
    aliases: emojiAliasesOf(row),
    license: row.license,
    localOnly: row.local_only === 1,
    isSensitive: row.is_sensitive === 1,
    roleIdsThatCanBeUsedThisEmojiAsReaction: JSON.parse(row.role_ids ?? '[]') as string[],
  };
}

/** A zip of the entries, stored without compression as Misskey's (images are compressed already). */
async function zipOf(entries: readonly { name: string; data: Buffer }[]): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 0 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const entry of entries) archive.append(entry.data, { name: entry.name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * Misskey's exportCustomEmojis job: every local emoji with its image in a zip, put into the
 * asker's drive as custom-emojis-{date}.zip with an exportCompleted notification (customEmoji).
 * An emoji whose image is gone is listed with `downloaded: false`.
 */
export async function runEmojiExport(services: Services, userId: string): Promise<void> {
  const { instance, users, drive } = services;
  const user = users.byId(userId);
  if (!user) return;
  const rows = instance.db.prepare('SELECT * FROM emojis ORDER BY id').all() as ArchivedEmoji[];
  const records: ArchiveRecord[] = [];
  const images: { name: string; data: Buffer }[] = [];
  for (const row of rows) {
    if (!EMOJI_NAME.test(row.name)) continue;
    const file = row.file_id ? drive.byId(row.file_id) : undefined;
    const fileName = `${row.name}${EXTENSIONS[file?.type ?? 'image/png'] ?? ''}`;
    let data: Buffer | undefined;
    try {
      data = file ? drive.contents(file) : undefined;
    } catch {
      data = undefined; // the stored image is missing
    }
    if (data) images.push({ name: fileName, data });
    records.push({ fileName, downloaded: data !== undefined, emoji: emojiFields(services, row, file) });
  }
  const meta = { metaVersion: 2, host: instance.host(), exportedAt: new Date().toString(), emojis: records };
  const zip = await zipOf([{ name: 'meta.json', data: Buffer.from(JSON.stringify(meta), 'utf8') }, ...images]);
  deliverExport(services, user, 'customEmoji', {
    data: zip,
    name: `custom-emojis-${fileDate(new Date())}.zip`,
    type: 'application/zip',
  });
}

/** A meta.json record this server can take: a valid emoji name and image name, and its fields within bounds. */
function importable(record: unknown): { fileName: string; name: string; change: EmojiChange } | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const { fileName, downloaded, emoji } = record as Partial<ArchiveRecord>;
  if (!downloaded || typeof fileName !== 'string' || !FILE_NAME.test(fileName)) return undefined;
  if (typeof emoji !== 'object' || emoji === null) return undefined;
  const { name, category, aliases, license, isSensitive, localOnly } = emoji;
  if (typeof name !== 'string' || !EMOJI_NAME.test(name)) return undefined;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : null);
  return {
    fileName,
    name,
    change: {
      category: text(category, 128),
      aliases: Array.isArray(aliases)
        ? aliases
            .filter((a): a is string => typeof a === 'string')
            .map((a) => a.slice(0, 128))
            .slice(0, 64)
        : [],
      license: text(license, 1024),
      isSensitive: isSensitive === true,
      localOnly: localOnly === true,
      // Roles are this server's own: an imported emoji may be used by everyone, as in Misskey.
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    },
  };
}

/**
 * Misskey's importCustomEmojis job: reads an archive from the drive and adds each emoji of its
 * meta.json, replacing an emoji of the same name. The images go into the importer's drive (every
 * file here has an owner). An entry that cannot be taken (a bad name, a missing or non-image
 * file, a full drive) is passed over; the others still come in.
 */
export async function runEmojiImport(services: Services, userId: string, fileId: string): Promise<void> {
  const { users, drive } = services;
  const user = users.byId(userId);
  const file = drive.byId(fileId);
  if (!user || !file) return;
  const maxBytes = drive.maxFileSize(user.id);
  const zip = await unzipper.Open.buffer(drive.contents(file));
  // Entries are found by their exact name, never written to disk: no path leaves the archive.
  const entries = new Map(zip.files.filter((f) => f.type === 'File').map((f) => [f.path, f]));
  const read = async (name: string) => {
    const entry = entries.get(name);
    return entry && entry.uncompressedSize <= maxBytes ? entry.buffer() : undefined;
  };
  const metaData = await read('meta.json');
  if (!metaData) throw new Error('The archive has no meta.json.');
  const meta = JSON.parse(metaData.toString('utf8')) as { emojis?: unknown };
  for (const record of Array.isArray(meta.emojis) ? meta.emojis : []) {
    const wanted = importable(record);
    if (!wanted) continue;
    try {
      await importOne(services, user, wanted, await read(wanted.fileName));
    } catch {
      // As Misskey's job, one emoji that fails does not stop the others.
    }
  }
}

async function importOne(
  { instance, drive, customEmojis }: Services,
  user: UserRow,
  wanted: NonNullable<ReturnType<typeof importable>>,
  data: Buffer | undefined,
): Promise<void> {
  if (!data || !sniffType(data, 'application/octet-stream').startsWith('image/')) return;
  const stored = await drive.add(user, {
    data,
    name: wanted.fileName,
    type: 'application/octet-stream',
    force: true,
    madeByInstance: true,
  });
  instance.atomically(() => {
    const same = customEmojis.byName(wanted.name);
    if (same) customEmojis.delete([same]);
    customEmojis.add(wanted.name, stored.id, wanted.change);
  });
}
