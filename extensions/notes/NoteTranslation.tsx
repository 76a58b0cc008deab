import { Mfm, type MfmContext, useExtensionStrings, useHost } from '@tessera/sdk';
import { useTranslation } from './translation-store';
import './note-translation.css';

/** The language DeepL detected (EN, PT-BR…) named in the viewer's language, or its code. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A note's translation under its text, once the note menu asked for it: a busy line while it
 * comes, then the text as MFM (with the note's emoji) and the language it was translated from,
 * or why it failed.
 */
export function NoteTranslation({ noteId, mfm }: { noteId: string; mfm: MfmContext }) {
  const t = useExtensionStrings('notes.translation');
  const host = useHost();
  const translation = useTranslation(noteId);
  if (!translation) return null;
  if (translation.state === 'loading') {
    return (
      <p className="note-translation" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (translation.state === 'failed') {
    return (
      <p className="note-translation note-translation-failed" role="alert">
        {t('failed')} {translation.reason}
      </p>
    );
  }
  return (
    <section className="note-translation" aria-label={t('label')}>
      <p className="note-translation-source">
        {t('from', { language: languageName(translation.sourceLang, host.i18n.locale) })}
      </p>
      <div dir="auto">
        <Mfm text={translation.text} {...mfm} />
      </div>
    </section>
  );
}
