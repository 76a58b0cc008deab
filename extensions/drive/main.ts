import type { ExtensionContext } from '@tessera/sdk';
import type { DrivePickOptions } from './api';

/** The drive's commands: the upload pipeline, the attach menu and the picker dialog. */
export function activate(ctx: ExtensionContext): void {
  const t = (key: string, params?: Record<string, string | number>) => ctx.host.i18n.t(`drive.${key}`, params);
  ctx.commands.register('drive.upload', async (request) => {
    const { uploadFiles } = await import('./uploads/upload-queue');
    return uploadFiles(ctx.host, request, t);
  });
  ctx.commands.register('drive.chooseFiles', async (options) => {
    const { chooseFiles } = await import('./choose-files');
    await chooseFiles(ctx.host, options, t);
  });
  ctx.commands.register('drive.editFile', async (file, edit, options) => {
    const { DriveActions } = await import('./drive-actions');
    return new DriveActions(ctx.host, t, options?.token).editFile(file, edit);
  });
  ctx.commands.register('drive.pick', async (options?: DrivePickOptions) => {
    const { pickFromDrive } = await import('./pick/pick-from-drive');
    return pickFromDrive(ctx.host, options ?? {});
  });
}
