import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';

type Strings = (key: string, params?: Record<string, string | number>) => string;

/** What can be done to one file from a menu (the drive, its details page, the composer's attachments). */
export type FileEdit = 'rename' | 'describe' | 'clearDescription' | 'toggleSensitive' | 'delete';

/**
 * The drive's actions with their dialogs and calls, said once for every place that offers them.
 * Each resolves with the result, or null when the person cancelled or the call failed (they were
 * told why).
 */
export class DriveActions {
  constructor(
    private readonly host: TesseraHost,
    private readonly t: Strings,
    private readonly token?: string,
  ) {}

  private async run<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      const { title, text } = this.host.describeError(error);
      await this.host.modals.dialog({ type: 'error', title, text });
      return null;
    }
  }

  private get options() {
    return this.token ? { token: this.token } : {};
  }

  /** Renames, describes, marks or deletes a file: the changed file, 'deleted', or null when nothing changed. */
  async editFile(file: entities.DriveFile, edit: FileEdit): Promise<entities.DriveFile | 'deleted' | null> {
    const update = (change: { name?: string; comment?: string | null; isSensitive?: boolean }) =>
      this.run(() => this.host.api.call('drive/files/update', { fileId: file.id, ...change }, this.options));
    if (edit === 'rename') {
      const answer = await this.host.modals.dialog({
        title: this.t('file.rename'),
        input: { default: file.name, maxLength: 200 },
        showCancel: true,
      });
      if (answer.canceled || !answer.result?.trim()) return null;
      return update({ name: answer.result.trim() });
    }
    if (edit === 'describe') {
      const answer = await this.host.modals.dialog({
        title: this.t('file.describe'),
        text: this.t('file.describeHint'),
        input: { default: file.comment ?? '', maxLength: 512 },
        showCancel: true,
      });
      if (answer.canceled) return null;
      return update({ comment: answer.result?.trim() || null });
    }
    if (edit === 'clearDescription') return update({ comment: null });
    if (edit === 'toggleSensitive') return update({ isSensitive: !file.isSensitive });
    const sure = await this.host.modals.confirm(this.t('file.deleteConfirm', { name: file.name }), { danger: true });
    if (!sure) return null;
    const deleted = await this.run(async () => {
      await this.host.api.call('drive/files/delete', { fileId: file.id }, this.options);
      return 'deleted' as const;
    });
    return deleted;
  }

  /** Asks for a name and creates a folder inside `parentId` (null: the root). */
  async createFolder(parentId: string | null): Promise<entities.DriveFolder | null> {
    const answer = await this.host.modals.dialog({
      title: this.t('folder.create'),
      input: { placeholder: this.t('folder.namePlaceholder'), maxLength: 200 },
      showCancel: true,
    });
    if (answer.canceled || !answer.result?.trim()) return null;
    const name = answer.result.trim();
    return this.run(() => this.host.api.call('drive/folders/create', { name, parentId }, this.options));
  }

  async renameFolder(folder: entities.DriveFolder): Promise<entities.DriveFolder | null> {
    const answer = await this.host.modals.dialog({
      title: this.t('folder.rename'),
      input: { default: folder.name, maxLength: 200 },
      showCancel: true,
    });
    if (answer.canceled || !answer.result?.trim()) return null;
    const name = answer.result.trim();
    return this.run(() => this.host.api.call('drive/folders/update', { folderId: folder.id, name }, this.options));
  }

  /** Deletes an empty folder; the server refuses one with something inside, and the person is told so. */
  async deleteFolder(folder: entities.DriveFolder): Promise<boolean> {
    const sure = await this.host.modals.confirm(this.t('folder.deleteConfirm', { name: folder.name }), {
      danger: true,
    });
    if (!sure) return false;
    try {
      await this.host.api.call('drive/folders/delete', { folderId: folder.id }, this.options);
      return true;
    } catch (error) {
      const notEmpty = (error as { id?: string }).id === 'b0fc8a17-963c-405d-bfbc-859a487295e1';
      const { title, text } = this.host.describeError(error);
      await this.host.modals.dialog({ type: 'error', title, text: notEmpty ? this.t('folder.notEmpty') : text });
      return false;
    }
  }

  /** Moves a folder into another one (or the root). */
  moveFolder(folder: entities.DriveFolder, parentId: string | null): Promise<entities.DriveFolder | null> {
    return this.run(async () => {
      try {
        return await this.host.api.call('drive/folders/update', { folderId: folder.id, parentId }, this.options);
      } catch (error) {
        // Misskey's RECURSIVE_NESTING: told to others (an achievement waits for it), then shown.
        if ((error as { id?: string }).id === 'dbeb024837894013aed44279f9199740') {
          this.host.events.emit('drive.folderCircularMove', { folder });
        }
        throw error;
      }
    });
  }

  /** Moves files into a folder (or the root), a hundred per call as the server takes them. */
  async moveFiles(fileIds: readonly string[], folderId: string | null): Promise<boolean> {
    const done = await this.run(async () => {
      for (let at = 0; at < fileIds.length; at += 100) {
        await this.host.api.call(
          'drive/files/move-bulk',
          { fileIds: fileIds.slice(at, at + 100), folderId },
          this.options,
        );
      }
      return true;
    });
    return done === true;
  }

  /** Deletes several files after one confirmation. */
  async deleteFiles(files: readonly entities.DriveFile[]): Promise<boolean> {
    const sure = await this.host.modals.confirm(this.t('file.deleteManyConfirm', { count: files.length }), {
      danger: true,
    });
    if (!sure) return false;
    const done = await this.run(async () => {
      for (const file of files) await this.host.api.call('drive/files/delete', { fileId: file.id }, this.options);
      return true;
    });
    return done === true;
  }
}
