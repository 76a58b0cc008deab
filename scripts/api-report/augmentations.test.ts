import { describe, expect, it } from 'vitest';
import { augmentationsAsNamespace } from './augmentations.ts';

describe("a contract's augmentations as its report shows them", () => {
  it("writes `declare module '@tessera/sdk'` blocks as one exported namespace, keeping doc comments", () => {
    const dts = [
      "import type { LazyComponent } from '@tessera/sdk';",
      '/** Props. */',
      'export interface Props { n: number; }',
      "declare module '@tessera/sdk' {",
      '    interface CommandMap {',
      "        'x.run': (props: Props) => Promise<void>;",
      '    }',
      '}',
      "declare module '@tessera/sdk' {",
      '    /** Services of x. */',
      '    interface ServiceMap {',
      "        'x.view': LazyComponent<Props>;",
      '    }',
      '}',
      '',
    ].join('\n');
    expect(augmentationsAsNamespace(dts, 'x/api.d.ts')).toBe(
      [
        "import type { LazyComponent } from '@tessera/sdk';",
        '/** Props. */',
        'export interface Props { n: number; }',
        '/** What this contract adds to `@tessera/sdk` (its `declare module` blocks). */',
        'export declare namespace SdkAugmentation {',
        "    /** Merged into the SDK's `CommandMap`. */",
        '    export interface CommandMap {',
        "        'x.run': (props: Props) => Promise<void>;",
        '    }',
        '    /** Services of x. */',
        '    export interface ServiceMap {',
        "        'x.view': LazyComponent<Props>;",
        '    }',
        '}',
        '',
        '',
      ].join('\n'),
    );
  });

  it('leaves a file without augmentations as it is', () => {
    expect(augmentationsAsNamespace('export interface A { a: string; }\n', 'a.d.ts')).toBe(
      'export interface A { a: string; }\n',
    );
  });

  it('refuses an augmentation of another module, which the report would not show', () => {
    expect(() => augmentationsAsNamespace("declare module 'react' { interface X {} }\n", 'y/api.d.ts')).toThrow(
      "y/api.d.ts: a contract may augment only '@tessera/sdk', not 'react'",
    );
  });
});
