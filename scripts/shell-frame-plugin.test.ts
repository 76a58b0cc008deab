import { describe, expect, it } from 'vitest';
import { compactCss, moveStylesheetsToBody } from './shell-frame-plugin.ts';

describe('the shell frame in the HTML', () => {
  it('compacts the frame’s rules without changing selectors or values', () => {
    const css =
      '/* why */\n:root {\n  --bg: #fff;\n}\n#app:has(> :not(.x)) + .frame {\n  height: calc(100vh - var(--h, 0px));\n}\n';
    expect(compactCss(css)).toBe(':root{--bg: #fff;}#app:has(>:not(.x)) + .frame{height: calc(100vh - var(--h,0px));}');
  });

  it('moves the head’s stylesheets to the end of the body, after the frame', () => {
    const html =
      '<html><head><script type="module" src="/e.js"></script>\n<link rel="stylesheet" href="/a.css">\n<link rel="icon" href="/i.svg"></head><body><div class="frame"></div></body></html>';
    const moved = moveStylesheetsToBody(html);
    expect(moved.slice(0, moved.indexOf('</head>'))).not.toContain('stylesheet');
    expect(moved).toContain('<link rel="icon" href="/i.svg">');
    expect(moved.indexOf('<link rel="stylesheet" href="/a.css">')).toBeGreaterThan(moved.indexOf('class="frame"'));
    expect(moveStylesheetsToBody('<head></head><body></body>')).toBe('<head></head><body></body>');
  });
});
