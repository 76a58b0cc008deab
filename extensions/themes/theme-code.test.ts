import { describe, expect, it } from 'vitest';
import { addTheme, parseThemeCode } from './theme-code';

// Spec 001 section 5: installing themes written for Misskey.
describe('theme import and saving', () => {
  const code = `{ id: 'mine', name: 'Mine', base: 'dark', props: { accent: '#f0a' }, } // JSON5`;

  it('reads JSON5 themes, as written for Misskey', async () => {
    await expect(parseThemeCode(code, [])).resolves.toMatchObject({
      id: 'mine',
      base: 'dark',
      props: { accent: '#f0a' },
    });
  });

  it("refuses with the spec's messages", async () => {
    await expect(parseThemeCode('{ not json', [])).rejects.toThrow('Failed to parse theme json');
    await expect(parseThemeCode('{ id: 1, name: "x", base: "dark", props: {} }', [])).rejects.toThrow(
      'This theme is invaild',
    );
    await expect(parseThemeCode('{ id: "x", name: "x", base: "sepia", props: {} }', [])).rejects.toThrow(
      'This theme is invaild',
    );
    await expect(parseThemeCode(code, [{ id: 'mine', name: 'Mine', base: 'dark', props: {} }])).rejects.toThrow(
      'This theme is already installed',
    );
  });

  it("refuses to save a built-in id ('builtin theme') or a duplicate ('already exists')", async () => {
    const mine = await parseThemeCode(code, []);
    expect(() => addTheme({ ...mine, id: 'dark' }, [], new Set(['dark']))).toThrow('builtin theme');
    const saved = addTheme(mine, [], new Set(['dark']));
    expect(() => addTheme(mine, saved, new Set(['dark']))).toThrow('already exists');
  });
});
