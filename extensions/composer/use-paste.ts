import { useExtensionStrings, useHost } from '@tessera/sdk';
import type { ClipboardEvent } from 'react';
import { pastedFileName } from './pasted-file-name';
import { PASTE_AS_FILE_OVER } from './post-rules';
import type { PostFormModel } from './use-post-form';

/** The note id when the text is a link to a note on this server (then it may be quoted). */
function sameServerNoteId(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.origin !== window.location.origin) return null;
    return url.pathname.match(/^\/notes\/([a-zA-Z0-9]+)\/?$/)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * What pasting into the text does (spec 000 section 2): files are uploaded, a link to a note on
 * this server offers to quote it, and very long text offers to go as a file instead.
 */
export function usePaste(
  form: PostFormModel,
  options: {
    quoting: boolean;
    insertText(text: string): void;
    upload(files: readonly { blob: Blob; name: string }[]): Promise<void>;
  },
) {
  const t = useExtensionStrings('composer');
  const host = useHost();
  return async (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pastedFiles = [...event.clipboardData.files];
    if (pastedFiles.length > 0) {
      event.preventDefault();
      await options.upload(pastedFiles.map((blob, i) => ({ blob, name: pastedFileName(blob.type, i) })));
      return;
    }
    const text = event.clipboardData.getData('text');
    const noteLink = sameServerNoteId(text);
    if (noteLink && !options.quoting) {
      event.preventDefault();
      if (await host.modals.confirm(t('pasteQuote'))) form.update({ quoteId: noteLink });
      else options.insertText(text);
      return;
    }
    if ([...text].length > PASTE_AS_FILE_OVER) {
      event.preventDefault();
      if (await host.modals.confirm(t('pasteAsFile'))) {
        await options.upload([
          { blob: new Blob([text], { type: 'text/plain' }), name: pastedFileName('text/plain', 0) },
        ]);
      } else options.insertText(text);
    }
  };
}
