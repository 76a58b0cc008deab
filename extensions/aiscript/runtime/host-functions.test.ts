import { describe, expect, it } from 'vitest';
import { type AsValue, loadAiScript } from './aiscript-lib';
import { createHostFunctions } from './host-functions';
import type { LanguageGeneration } from './language-version';
import type { HostRequest, ScriptGlobals } from './protocol';
import { createUiLibrary } from './ui-library';
import type { WorkerBridge } from './worker-bridge';

const GLOBALS: ScriptGlobals = {
  userId: 'u1',
  userName: null,
  userUsername: 'ann',
  serverUrl: 'https://example.test',
  locale: 'en-US',
  customEmojis: [],
  pluginConfig: null,
  ui: true,
  play: null,
};

/** Runs a script with the host functions over a fake page, returning what it printed and asked. */
async function run(
  generation: LanguageGeneration,
  source: string,
  answer: (r: HostRequest) => unknown,
  globals: ScriptGlobals = GLOBALS,
) {
  const lib = await loadAiScript(generation);
  const requests: HostRequest[] = [];
  const printed: unknown[] = [];
  const sent: unknown[] = [];
  const fns = new Map<AsValue, number>();
  const bridge: WorkerBridge = {
    async request(request) {
      requests.push(request);
      const value = answer(request);
      if (value instanceof Error) throw value;
      return value;
    },
    register: () => {},
    handlerId(fn) {
      if (!fns.has(fn)) fns.set(fn, fns.size + 1);
      return fns.get(fn) ?? 0;
    },
  };
  const errors: string[] = [];
  const interpreter = new lib.Interpreter(
    { ...createHostFunctions(lib, globals, bridge), ...createUiLibrary(lib, bridge, (c) => sent.push(...c)) },
    {
      in: async () => '',
      out: (value) => printed.push(lib.utils.valToJs(value)),
      err: (error) => errors.push(error.message),
      log: () => {},
    },
  );
  await interpreter.exec(lib.Parser.parse(source));
  return { requests, printed, errors, sent };
}

describe.each(['legacy', 'current'] as const)('the host functions on the %s interpreter', (generation) => {
  const v = generation === 'legacy' ? '0.19.0' : '1.2.1';

  it('calls the API through the page and turns a failure into a request_failed error value', async () => {
    const { requests, printed } = await run(
      generation,
      `/// @ ${v}\nlet a = Mk:api("notes/show", { noteId: "n1" })\n<: a.id\nlet b = Mk:api("nope", {})\n<: Core:type(b)\n<: b.name`,
      (r) => (r.method === 'api' && r.endpoint === 'notes/show' ? { id: 'n1' } : new Error('no such endpoint')),
    );
    expect(requests[0]).toEqual({ method: 'api', endpoint: 'notes/show', params: { noteId: 'n1' }, token: null });
    expect(printed).toEqual(['n1', 'error', 'request_failed']);
  });

  it("refuses endpoints with '://' or '..' and calls without params", async () => {
    for (const call of ['Mk:api("https://evil.test/api/i", {})', 'Mk:api("../i", {})', 'Mk:api("i")']) {
      const { requests, errors } = await run(generation, `/// @ ${v}\n${call}`, () => null);
      expect(requests).toEqual([]);
      expect(errors.join()).toMatch(/invalid endpoint|expected param/);
    }
  });

  it("takes the dialog types of Misskey's older documentation ('warn')", async () => {
    const { requests } = await run(generation, `/// @ ${v}\nMk:dialog("t", "x", "warn")`, () => null);
    expect(requests).toEqual([{ method: 'dialog', title: 't', text: 'x', dialogType: 'warning', confirm: false }]);
  });

  it('gives the account, server and locale, and cat speech', async () => {
    const { printed } = await run(
      generation,
      `/// @ ${v}\n<: USER_ID\n<: USER_NAME\n<: USER_USERNAME\n<: SERVER_URL\n<: LOCALE\n<: Mk:nyaize("なにかな")`,
      () => null,
    );
    expect(printed).toEqual(['u1', null, 'ann', 'https://example.test', 'en-US', 'にゃにかにゃ']);
  });

  it('gives a Play its THIS_ID and THIS_URL (null before it is published), and nothing else them', async () => {
    const source = `/// @ ${v}\n<: THIS_ID\n<: THIS_URL`;
    const play = { ...GLOBALS, play: { id: 'f1', url: 'https://example.test/play/f1' } };
    expect((await run(generation, source, () => null, play)).printed).toEqual(['f1', 'https://example.test/play/f1']);
    const unsaved = { ...GLOBALS, play: { id: null, url: null } };
    expect((await run(generation, source, () => null, unsaved)).printed).toEqual([null, null]);
    expect((await run(generation, source, () => null)).errors.join()).toMatch(/THIS_ID/);
  });

  it('sends Ui components as data, functions as handler ids, updates as they happen', async () => {
    const { sent } = await run(
      generation,
      `/// @ ${v}\nlet t = Ui:C:text({ text: "a" }, "t1")\nUi:render([t, Ui:C:button({ text: "go", onClick: @() { t.update({ text: "b" }) } }, "b1")])`,
      () => null,
    );
    expect(sent).toContainEqual({ id: 't1', type: 'text', text: 'a' });
    expect(sent).toContainEqual({ id: 'b1', type: 'button', text: 'go', onClick: { handler: 1 } });
    expect(sent.at(-1)).toEqual({ id: '___root___', type: 'root', children: ['t1', 'b1'] });
  });
});
