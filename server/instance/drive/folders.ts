import type { entities } from 'misskey-js';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { folderErrors } from './folder-errors';

/** A drive_folders row as stored. */
export interface DriveFolderRow {
  id: string;
  user_id: string;
  created_at: number;
  name: string;
  parent_id: string | null;
}

/** Folders of one person's drive; each change goes out on their drive channel. */
export class DriveFolders {
  constructor(private readonly instance: Instance) {}

  /** The user's own folder, or undefined (someone else's folder is no folder to them). */
  of(userId: string, folderId: string): DriveFolderRow | undefined {
    return this.instance.db.prepare('SELECT * FROM drive_folders WHERE id = ? AND user_id = ?').get(folderId, userId) as
      | DriveFolderRow
      | undefined;
  }

  create(userId: string, name: string, parentId: string | null): DriveFolderRow {
    if (parentId && !this.of(userId, parentId)) throw folderErrors.noSuchParentToCreateIn();
    const id = genAid();
    this.instance.db
      .prepare('INSERT INTO drive_folders (id, user_id, created_at, name, parent_id) VALUES (?, ?, ?, ?, ?)')
      .run(id, userId, Date.now(), name, parentId);
    const row = this.of(userId, id) as DriveFolderRow;
    this.instance.events.emit('driveEvent', userId, 'folderCreated', packFolder(this.instance, row));
    return row;
  }

  /** Renames or moves a folder; a folder never moves into itself or its own descendants. */
  update(userId: string, folderId: string, change: { name?: string; parentId?: string | null }): DriveFolderRow {
    const folder = this.of(userId, folderId);
    if (!folder) throw folderErrors.noSuchFolderToUpdate();
    let parentId = folder.parent_id;
    if (change.parentId !== undefined) {
      if (change.parentId === folder.id) throw folderErrors.recursiveNesting();
      if (change.parentId !== null) {
        if (!this.of(userId, change.parentId)) throw folderErrors.noSuchParentFolder();
        if (this.ancestry(userId, change.parentId).includes(folder.id)) throw folderErrors.recursiveNesting();
      }
      parentId = change.parentId;
    }
    this.instance.db
      .prepare('UPDATE drive_folders SET name = ?, parent_id = ? WHERE id = ?')
      .run(change.name || folder.name, parentId, folder.id);
    const row = this.of(userId, folder.id) as DriveFolderRow;
    this.instance.events.emit('driveEvent', userId, 'folderUpdated', packFolder(this.instance, row));
    return row;
  }

  /** Deletes an empty folder (Misskey refuses one with files or folders in it). */
  delete(userId: string, folderId: string): void {
    const folder = this.of(userId, folderId);
    if (!folder) throw folderErrors.noSuchFolderToDelete();
    const { files, folders } = countChildren(this.instance, folder.id);
    if (files > 0 || folders > 0) throw folderErrors.hasChildFilesOrFolders();
    this.instance.db.prepare('DELETE FROM drive_folders WHERE id = ?').run(folder.id);
    this.instance.events.emit('driveEvent', userId, 'folderDeleted', folder.id);
  }

  /** The ids from a folder up to the root, the folder first. */
  private ancestry(userId: string, folderId: string): string[] {
    const ids: string[] = [];
    for (let row = this.of(userId, folderId); row; row = row.parent_id ? this.of(userId, row.parent_id) : undefined) {
      if (ids.includes(row.id)) break; // a loop in stored data must not hang the server
      ids.push(row.id);
    }
    return ids;
  }
}

function countChildren(instance: Instance, folderId: string): { files: number; folders: number } {
  const count = (sql: string) => (instance.db.prepare(sql).get(folderId) as { n: number }).n;
  return {
    files: count('SELECT COUNT(*) AS n FROM drive_files WHERE folder_id = ?'),
    folders: count('SELECT COUNT(*) AS n FROM drive_folders WHERE parent_id = ?'),
  };
}

/** A folder as misskey-js's DriveFolder; `detail` adds the counts and the chain of parents. */
export function packFolder(instance: Instance, row: DriveFolderRow, detail = false): entities.DriveFolder {
  const base = {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    name: row.name,
    parentId: row.parent_id,
  };
  if (!detail) return base;
  const { files, folders } = countChildren(instance, row.id);
  const parent = row.parent_id ? byId(instance, row.parent_id) : undefined;
  return {
    ...base,
    filesCount: files,
    foldersCount: folders,
    parent: parent ? packFolder(instance, parent, true) : null,
  };
}

/** A folder with its counts and parents, by id (a file's folder as drive/files/show gives it). */
export function packFolderWithParents(instance: Instance, folderId: string): entities.DriveFolder | null {
  const row = byId(instance, folderId);
  return row ? packFolder(instance, row, true) : null;
}

function byId(instance: Instance, folderId: string): DriveFolderRow | undefined {
  return instance.db.prepare('SELECT * FROM drive_folders WHERE id = ?').get(folderId) as DriveFolderRow | undefined;
}
