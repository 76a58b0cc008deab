import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The name of the second entry in `build.rolldownOptions.input`. */
export const EARLY_ENTRY = 'early';

/** The script tag that runs the early entry as soon as it arrives, ahead of the main entry. */
export function earlyScriptTag(fileName: string): string {
  return `<script type="module" async crossorigin src="/${fileName}"></script>`;
}

/** The built file of the early entry, if the bundle has one. */
export function earlyEntryFile(bundle: OutputBundle): string | null {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY) return output.fileName;
  }
  return null;
}

/**
 * Builds app/early.ts as an entry of its own and puts it in the page (issue 39):
 * the page's first requests (the account check, the timeline page the last start asked for, the
 * strings, the metadata) leave as soon as this small file arrives, not after the main entry's
 * code has been fetched and evaluated. The main entry imports it, so it runs once.
 */
export function tesseraEarlyEntry(earlyPath: string, htmlPath: string): Plugin {
  return {
    name: 'tessera:early-entry',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: htmlPath, [EARLY_ENTRY]: earlyPath } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const file = context.bundle ? earlyEntryFile(context.bundle) : null;
        if (!file) return html;
        // At the end of the body: fetched as soon as the HTML is read all the same (it is small),
        // and nothing of it stands before the frame's first paint.
        return html.replace('</body>', `  ${earlyScriptTag(file)}\n  </body>`);
      },
    },
  };
}
