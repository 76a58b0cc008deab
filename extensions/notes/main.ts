import type { ExtensionContext } from '@tessera/sdk';

/** The media viewer as a command, for pages of other extensions (a profile's files). */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('notes.viewMedia', async (files, index) => {
    const [{ openImageViewer }, { isViewable }] = await Promise.all([
      import('./media/open-viewer'),
      import('./media/viewable'),
    ]);
    const chosen = files[index];
    const images = files.filter(isViewable);
    await openImageViewer(images, Math.max(0, chosen ? images.indexOf(chosen) : 0), {
      viewer: ctx.host.i18n.t('notes.media.viewer'),
      close: ctx.host.i18n.t('notes.media.closeViewer'),
    });
  });
}
