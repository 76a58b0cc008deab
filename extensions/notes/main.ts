import type { ExtensionContext } from '@tessera/sdk';

/** The media viewer as a command, for pages of other extensions (a profile's files). */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('notes.viewMedia', async (files, index) => {
    // The viewer's labels are among the media strings, a part of the notes' own.
    const [{ openImageViewer }] = await Promise.all([
      import('./media/open-viewer'),
      ctx.host.i18n.loadStrings('notes.media'),
    ]);
    await openImageViewer(files, index, {
      viewer: ctx.host.i18n.t('notes.media.viewer'),
      close: ctx.host.i18n.t('notes.media.closeViewer'),
    });
  });
}
