import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThemeDocument } from '../../contributions';
import { HostContext, type TesseraHost } from '../../host';
import { CodeBlock } from './CodeBlock';
import { highlightCode } from './code-highlighter';
import { codeThemeOf } from './code-theme';
import { codeTokenNodes } from './code-tokens';

afterEach(cleanup);
const light: ThemeDocument = { id: 'light', name: 'Light', base: 'light', props: {} };
const copied: string[] = [];
let dataSaver = { media: false, avatar: false, urlPreview: false, code: false };
const host = {
  theme: { current: () => light, preview: () => {} },
  i18n: { t: (key: string) => (key === 'kernel.copyCode' ? 'Copy code' : key) },
  copyToClipboard: vi.fn(async (text: string) => void copied.push(text)),
  preferences: { readable: () => ({ get: () => dataSaver, subscribe: () => () => {} }) },
  whenSettled: () => {},
} as unknown as TesseraHost;
const wrap = ({ children }: { children: ReactNode }) => (
  <HostContext.Provider value={host}>{children}</HostContext.Provider>
);

describe("a code block's colours", () => {
  it("follow the theme's codeHighlighter over its base's, as Misskey's themes say them", () => {
    expect(codeThemeOf(light)).toEqual({ base: 'catppuccin-latte', type: 'light' });
    expect(codeThemeOf({ ...light, base: 'dark' })).toEqual({ base: 'one-dark-pro', type: 'dark' });
    const own = { base: 'github-dark', overrides: { colors: { 'editor.background': '#000000' } } };
    expect(codeThemeOf({ ...light, base: 'dark', codeHighlighter: own })).toEqual({ ...own, type: 'dark' });
    // Overrides alone keep the base's shiki theme.
    expect(codeThemeOf({ ...light, codeHighlighter: { base: '', overrides: { fg: '#111' } } })).toEqual({
      base: 'catppuccin-latte',
      overrides: { fg: '#111' },
      type: 'light',
    });
  });

  it('colour a TypeScript snippet token by token, drawn as spans with their colour', async () => {
    // Shiki gives up on a line after 500 ms, which the grammar's first use can take on a busy machine.
    await highlightCode('const warm = 1;', 'ts', codeThemeOf(light));
    const colors = await highlightCode('const answer: number = 42;', 'ts', codeThemeOf(light));
    if (!colors) throw new Error('TypeScript is a language shiki knows');
    expect(colors.lines).toHaveLength(1);
    const tokenColors = new Set(colors.lines[0]?.map((t) => t.color?.toLowerCase()));
    expect(tokenColors.size).toBeGreaterThan(2);
    const { container } = render(<code>{codeTokenNodes(colors)}</code>);
    expect(container.textContent).toBe('const answer: number = 42;');
    const keyword = [...container.querySelectorAll('span span')].find((s) => s.textContent === 'const');
    expect((keyword as HTMLElement | undefined)?.style.color).toBeTruthy();
    expect(container.innerHTML).not.toContain('<pre');
  });

  it('keep the lines of the code, and an unknown language plain', async () => {
    const colors = await highlightCode('let a = 1;\nlet b = 2;', 'javascript', codeThemeOf(light));
    const { container } = render(<code>{colors && codeTokenNodes(colors)}</code>);
    expect(container.textContent).toBe('let a = 1;\nlet b = 2;');
    expect(await highlightCode('let a = 1;', 'no-such-language', codeThemeOf(light))).toBeNull();
  });
});

describe('the code block', () => {
  it('shows the code as written, then in colour; an unknown language stays plain', async () => {
    const { container } = render(
      <>
        <CodeBlock code="const a = 1;" lang="ts" />
        <CodeBlock code="<not code>" lang="no-such-language" />
        <CodeBlock code="no language" lang={null} />
      </>,
      { wrapper: wrap },
    );
    const [ts, unknown, none] = [...container.querySelectorAll('pre')];
    expect(ts?.textContent).toBe('const a = 1;');
    await waitFor(() => expect(ts?.querySelector('span[style]')).not.toBeNull());
    expect(ts?.style.backgroundColor).toBeTruthy();
    expect(unknown?.textContent).toBe('<not code>');
    expect(unknown?.querySelector('span')).toBeNull();
    expect(none?.querySelector('span')).toBeNull();
  });

  it('waits behind a button with the data saver on for code, as Misskey does', async () => {
    dataSaver = { ...dataSaver, code: true };
    try {
      const { getByRole, container } = render(<CodeBlock code="const a = 1;" lang="ts" />, { wrapper: wrap });
      expect(container.querySelector('pre')).toBeNull();
      getByRole('button', { name: 'kernel.showCode' }).click();
      await waitFor(() => expect(container.querySelector('pre')?.textContent).toBe('const a = 1;'));
    } finally {
      dataSaver = { ...dataSaver, code: false };
    }
  });

  it('copies the code with its button', async () => {
    const { getAllByRole } = render(<CodeBlock code="echo hi" lang="sh" />, { wrapper: wrap });
    getAllByRole('button', { name: 'Copy code' })[0]?.click();
    expect(copied).toEqual(['echo hi']);
  });
});
