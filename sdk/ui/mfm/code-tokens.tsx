import type { CSSProperties, ReactNode } from 'react';
import type { CodeColors, CodeToken } from './code-theme';

// Highlighted code drawn as React spans (never as HTML): each token's colour and style set through
// the style property, which the page's CSP allows (it is not a style attribute in markup).

/** The CSS of a token: its colour and shiki's font style bits (italic 1, bold 2, underline 4, strike 8). */
function tokenStyle(token: CodeToken): CSSProperties | undefined {
  const style: CSSProperties = {};
  if (token.color) style.color = token.color;
  const bits = token.fontStyle ?? 0;
  if (bits > 0) {
    if (bits & 1) style.fontStyle = 'italic';
    if (bits & 2) style.fontWeight = 'bold';
    const lines = [bits & 4 ? 'underline' : '', bits & 8 ? 'line-through' : ''].filter(Boolean);
    if (lines.length > 0) style.textDecoration = lines.join(' ');
  }
  return Object.keys(style).length > 0 ? style : undefined;
}

/** The lines of highlighted code as spans, a newline between lines, for a <code> in a <pre>. */
export function codeTokenNodes(colors: CodeColors): ReactNode[] {
  // Tokens have no identity but their place in the code.
  return colors.lines.map((line, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the code.
    <span key={row} className="mfm-code-line">
      {line.map((token, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a token is its place in the line.
        <span key={column} style={tokenStyle(token)}>
          {token.content}
        </span>
      ))}
      {row < colors.lines.length - 1 ? '\n' : null}
    </span>
  ));
}
