import { useEffect, useState, useSyncExternalStore } from 'react';
import { useHost, usePreference } from '../../hooks';
import { Icon } from '../Icon';
import { type CodeColors, codeThemeOf } from './code-theme';
import { codeTokenNodes } from './code-tokens';

// An MFM code block: the code as written at once, then in colour once shiki and the block's
// grammar have loaded (only for a language shiki knows), with a button that copies it. With the
// data saver on for code, as Misskey does, the block waits behind a button until asked for.

/** Calls back when the page's theme may have changed: the root's theme variables or scheme. */
function onThemeApplied(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'data-color-scheme'] });
  return () => observer.disconnect();
}

/** Draws a code block, highlighted in the theme's code colours when its language is known. */
export function CodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const host = useHost();
  const [dataSaver] = usePreference('dataSaver');
  const [asked, setAsked] = useState(false);
  if (dataSaver.code && !asked)
    return (
      <button type="button" className="mfm-code-placeholder" onClick={() => setAsked(true)}>
        <Icon name="code" size={16} /> {host.i18n.t('kernel.showCode')}
      </button>
    );
  return <ShownCodeBlock code={code} lang={lang} />;
}

function ShownCodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const host = useHost();
  // The theme's code colours, as a key that changes only when they do.
  const themeKey = useSyncExternalStore(onThemeApplied, () => JSON.stringify(codeThemeOf(host.theme.current())));
  const [drawn, setDrawn] = useState<{ key: string; colors: CodeColors | null } | null>(null);
  const key = JSON.stringify([code, lang, themeKey]);
  useEffect(() => {
    if (!lang) return;
    let live = true;
    void import('./code-highlighter')
      .then(({ highlightCode }) => highlightCode(code, lang, JSON.parse(themeKey)))
      .then(
        (colors) => live && setDrawn({ key, colors }),
        () => {}, // shiki did not load: the code stays plain
      );
    return () => {
      live = false;
    };
  }, [code, lang, themeKey, key]);
  const colors = drawn?.key === key ? drawn.colors : null;
  return (
    <div className="mfm-code-block-box">
      <pre
        className="mfm-code-block"
        data-lang={lang ?? undefined}
        style={colors ? { color: colors.fg, backgroundColor: colors.bg } : undefined}
      >
        <code>{colors ? codeTokenNodes(colors) : code}</code>
      </pre>
      <button
        type="button"
        className="mfm-code-copy"
        aria-label={host.i18n.t('kernel.copyCode')}
        title={host.i18n.t('kernel.copyCode')}
        onClick={() => void host.copyToClipboard(code)}
      >
        <Icon name="copy" size={16} />
      </button>
    </div>
  );
}
