import type { TesseraHost } from '@tessera/sdk';
import type { ComposerOptions } from './api';
import PostForm from './PostForm';
import { movedAccountNotice } from './post-checks';

/**
 * Opens the post form in a dialog that closes after posting (spec 000 section 2). An account
 * that has moved cannot post: it gets the spec's error instead.
 */
export async function openComposer(host: TesseraHost, options: ComposerOptions = {}): Promise<void> {
  const account = host.accounts.current.get();
  if (!account) return;
  if (account.info?.movedTo) {
    await host.modals.dialog(movedAccountNotice(host));
    return;
  }
  await host.modals.open<void>(
    (close) => (
      <PostForm options={options} onPosted={() => close(undefined)} onClose={() => close(undefined)} autofocus />
    ),
    'dialog',
    {
      label: host.i18n.t(options.replyId ? 'composer.reply' : options.renoteId ? 'composer.quote' : 'composer.newNote'),
    },
  );
}
