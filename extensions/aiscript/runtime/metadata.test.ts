import { describe, expect, it } from 'vitest';
import { loadAiScript } from './aiscript-lib';
import { checkVersion, parseScript, readPluginMeta } from './metadata';

const inspect = async (source: string) => {
  const problem = checkVersion(source);
  if (problem) return problem;
  const lib = await loadAiScript(source.includes('@ 0.') ? 'legacy' : 'current');
  const parsed = parseScript(lib, source);
  return 'problem' in parsed ? parsed.problem : readPluginMeta(lib, parsed.ast);
};

describe('plugin metadata (spec 001 sections 5 and 8)', () => {
  it('reads a block written as real plugins write it, on both generations', async () => {
    for (const version of ['0.19.0', '1.2.1']) {
      const meta = await inspect(
        `/// @ ${version}\n### {\n  name: "Demo",\n  version: "1.0",\n  author: "someone",\n  description: "d",\n  permissions: ["read:account"],\n  config: null,\n  id: "x"\n}\n<: 1`,
      );
      expect(meta).toEqual({
        name: 'Demo',
        version: '1.0',
        author: 'someone',
        description: 'd',
        permissions: ['read:account'],
      });
    }
  });

  it('gives each refusal its own code, and a syntax error its line and column', async () => {
    expect(await inspect('  ')).toMatchObject({ code: 'codeRequired' });
    expect(await inspect('<: 1')).toMatchObject({ code: 'noVersion' });
    expect(await inspect('/// @ 0.11.0\n<: 1')).toMatchObject({ code: 'unsupportedVersion' });
    expect(await inspect('/// @ 0.19.0\n<: 1')).toMatchObject({ code: expect.stringMatching(/^noMeta/) });
    expect(await inspect('/// @ 1.2.1\n### { name: "a" }')).toMatchObject({ code: 'missingProperty' });
    expect(await inspect('/// @ 1.2.1\n### { name: "a", version: "1", author: "b" }\nlet x = \n<: 1')).toMatchObject({
      code: 'syntax',
      line: 4,
    });
    expect(await inspect('/// @ 0.19.0\n### { name: "a", version: "1", author: "b" }\nlet x = \n')).toMatchObject({
      code: 'syntax',
      line: 4,
      column: 1,
    });
  });
});
