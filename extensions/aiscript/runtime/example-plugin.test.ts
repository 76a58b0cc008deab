import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AsValue, loadAiScript } from './aiscript-lib';
import { createHostFunctions } from './host-functions';
import { checkVersion, parseScript, readPluginMeta } from './metadata';
import { createPluginFunctions } from './plugin-functions';
import type { HostRequest, Registration } from './protocol';

// The example plugin that does what examples/char-count does, run as the plugin host runs it.
const source = readFileSync(join(process.cwd(), 'examples/char-count/char-count.is'), 'utf8');

describe('the character-count example plugin', () => {
  it('installs (its metadata checks out) and its note action says the count', async () => {
    expect(checkVersion(source)).toBeNull();
    const lib = await loadAiScript('legacy');
    const parsed = parseScript(lib, source);
    if ('problem' in parsed) throw new Error(parsed.problem.message);
    expect(readPluginMeta(lib, parsed.ast)).toMatchObject({ name: 'Character count', author: 'Tessera examples' });

    const registrations: Registration[] = [];
    const requests: HostRequest[] = [];
    const handlers = new Map<number, AsValue>();
    const bridge = {
      request: async (request: HostRequest) => {
        requests.push(request);
        return null;
      },
      register: (registration: Registration) => registrations.push(registration),
      handlerId: (fn: AsValue) => {
        handlers.set(handlers.size + 1, fn);
        return handlers.size;
      },
    };
    const globals = {
      userId: null,
      userName: null,
      userUsername: null,
      serverUrl: 'https://example.test',
      locale: 'en-US',
      customEmojis: [],
      pluginConfig: {},
      ui: false,
      play: null,
    };
    const interpreter = new lib.Interpreter(
      { ...createHostFunctions(lib, globals, bridge), ...createPluginFunctions(lib, {}, bridge) },
      { in: async () => '', out: () => {}, err: (e) => expect.fail(e.message), log: () => {} },
    );
    await interpreter.exec(parsed.ast);
    expect(registrations).toEqual([{ kind: 'noteAction', title: 'Count characters', handler: 1 }]);

    await interpreter.execFn(handlers.get(1) as AsValue, [lib.utils.jsToVal({ text: 'twelve chars' })]);
    expect(requests).toEqual([
      {
        method: 'dialog',
        title: 'Character count',
        text: 'This note has 12 characters.',
        dialogType: 'info',
        confirm: false,
      },
    ]);
  });
});
