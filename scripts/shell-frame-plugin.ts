import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The marker in index.html where the frame's icon goes (the SVG itself, so nothing is fetched). */
const ICON_MARKER = '<!-- shell-frame-icon -->';

/** A stylesheet's text without comments and with runs of white space made one. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();
}

/** The frame's stylesheet as the HTML carries it inline (its hash goes in the CSP). */
export function shellFrameStyle(cssPath: string): string {
  return compactCss(readFileSync(cssPath, 'utf8'));
}

/**
 * Moves the stylesheet links Vite puts in the head to the end of the body. Styles in the head
 * block every paint until they arrive; at the end of the body they hold back only what follows
 * them, so the frame above them paints with the HTML.
 */
export function moveStylesheetsToBody(html: string): string {
  const links: string[] = [];
  const head = html.slice(0, html.indexOf('</head>')).replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    links.push(link.trim());
    return '';
  });
  const rest = html.slice(html.indexOf('</head>'));
  if (links.length === 0) return html;
  return head + rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
}

/**
 * Makes the HTML paint the shell's frame on its own (issue: first paint no later than the
 * server's own client): the frame's rules go inline as one <style> (the server allows it by its
 * hash, server/client.ts), its icon goes inline as SVG, and the app's stylesheets stop blocking
 * the first paint.
 */
export function tesseraShellFrame(cssPath: string, iconPath: string): Plugin {
  return {
    name: 'tessera-shell-frame',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const css = shellFrameStyle(cssPath);
        const icon = readFileSync(iconPath, 'utf8')
          .trim()
          .replace('<svg ', '<svg width="40" height="40" aria-hidden="true" ')
          .replace(/<title>[^<]*<\/title>/, '');
        const withFrame = html.replace('</head>', `  <style>${css}</style>\n  </head>`).replace(ICON_MARKER, icon);
        return moveStylesheetsToBody(withFrame);
      },
    },
  };
}
