import { type ComposerOptions, defineExtension, POST_FORM } from '@tessera/sdk';
import { isTypingTarget } from './hotkeys';

/**
 * The composer: the post form as a dialog (the `composer.open` command, the menu's Note button,
 * the n and p keys) and inline at the top of the timeline (the POST_FORM service).
 */
export default defineExtension({
  id: 'composer',
  title: 'Composer',
  description: 'Write notes with content warnings, files, polls, visibility, mentions and hashtags; drafts are kept.',
  activate(ctx) {
    const open = async (options?: ComposerOptions) => {
      const { openComposer } = await import('./open-composer');
      await openComposer(ctx.host, options);
    };
    ctx.commands.register('composer.open', open);
    ctx.services.provide(POST_FORM, () => import('./PostForm'));
    ctx.routes.add({
      path: '/share',
      name: 'share',
      loginRequired: true,
      query: { title: 'title', text: 'text', url: 'url', replyId: 'replyId', renoteId: 'renoteId' },
      page: () => import('./SharePage'),
    });
    ctx.menu.add('main', {
      id: 'compose',
      title: 'note',
      icon: 'pencil',
      order: 1,
      run: () => void open(),
      visible: (_, viewer) => viewer.signedIn,
    });

    // n and p open the composer, as in Misskey, unless the user is typing somewhere.
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (event.key !== 'n' && event.key !== 'p') return;
      if (isTypingTarget(event.target) || document.querySelector('[aria-modal="true"]')) return;
      if (!ctx.host.accounts.current.get()) return;
      event.preventDefault();
      void open();
    };
    window.addEventListener('keydown', onKey);
    ctx.onDispose(() => window.removeEventListener('keydown', onKey));
  },
});
