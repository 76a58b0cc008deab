/// <reference lib="webworker" />
import { type AiScriptLib, type AsInterpreter, type AsValue, loadAiScript } from './aiscript-lib';
import { createHostFunctions } from './host-functions';
import { interpreterFor, languageVersion, type ScriptKind } from './language-version';
import { checkVersion, parseScript, readPluginMeta } from './metadata';
import { createPluginFunctions } from './plugin-functions';
import type { FromWorker, HostRequest, ScriptGlobals, ToWorker } from './protocol';
import { createUiLibrary } from './ui-library';
import type { WorkerBridge } from './worker-bridge';

/**
 * One AiScript session off the page's thread: a plugin, a Play, the scratchpad. An endless loop
 * here freezes only this worker, which the page then stops; the page never waits on it.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => scope.postMessage(message);

const handlers = new Map<number, AsValue>();
const handlerIds = new WeakMap<AsValue, number>();
const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
let nextId = 1;
let session: { lib: AiScriptLib; interpreter: AsInterpreter } | null = null;

const bridge: WorkerBridge = {
  request(request: HostRequest) {
    const id = nextId++;
    post({ type: 'request', id, request });
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  },
  register(registration) {
    post({ type: 'register', registration });
  },
  handlerId(fn) {
    let id = handlerIds.get(fn);
    if (id === undefined) {
      id = nextId++;
      handlerIds.set(fn, id);
      handlers.set(id, fn);
    }
    return id;
  },
};

function libraryFor(kind: ScriptKind, source: string): Promise<AiScriptLib> {
  return loadAiScript(interpreterFor(kind, languageVersion(source)));
}

/** Reads a plugin's metadata before it is installed. */
async function inspect(source: string): Promise<void> {
  const problem = checkVersion(source);
  if (problem) return post({ type: 'inspected', meta: null, problem });
  const lib = await libraryFor('plugin', source);
  const parsed = parseScript(lib, source);
  if ('problem' in parsed) return post({ type: 'inspected', meta: null, problem: parsed.problem });
  const meta = readPluginMeta(lib, parsed.ast);
  post('code' in meta ? { type: 'inspected', meta: null, problem: meta } : { type: 'inspected', meta, problem: null });
}

/** Steps a second above which a script counts as computing without pause. */
const BUSY_STEPS_PER_SECOND = 10_000;
/** Seconds of that after which a plugin is stopped (an endless loop, most likely). */
const BUSY_SECONDS_LIMIT = 5;

/**
 * Stops a script that keeps computing: both interpreters pause briefly every few hundred steps,
 * so a loop never freezes the worker, but it would spin for ever. A script waiting on the page
 * (a dialog, an API call) or on a timer takes few steps and is left alone.
 */
function watchBusy(interpreter: AsInterpreter): void {
  let last = interpreter.stepCount;
  let busy = 0;
  const timer = setInterval(() => {
    const steps = interpreter.stepCount - last;
    last = interpreter.stepCount;
    busy = steps > BUSY_STEPS_PER_SECOND ? busy + 1 : 0;
    if (busy < BUSY_SECONDS_LIMIT) return;
    clearInterval(timer);
    interpreter.abort();
    post({ type: 'runaway', seconds: busy });
  }, 1000);
}

async function start(source: string, globals: ScriptGlobals, kind: ScriptKind): Promise<void> {
  // Only plugins must say their version (spec 001 section 9); Plays and one's own code need not.
  const problem = kind === 'plugin' ? checkVersion(source) : null;
  if (problem) {
    post({ type: 'error', message: problem.message });
    return post({ type: 'finished', error: problem.message });
  }
  const lib = await libraryFor(kind, source);
  const parsed = parseScript(lib, source);
  if ('problem' in parsed) {
    const { message, line, column } = parsed.problem;
    const text = line ? `${message} (line ${line}, column ${column ?? 1})` : message;
    post({ type: 'error', message: text });
    return post({ type: 'finished', error: text });
  }
  const consts: Record<string, AsValue> = {
    ...createHostFunctions(lib, globals, bridge),
    ...(globals.pluginConfig ? createPluginFunctions(lib, globals.pluginConfig, bridge) : {}),
    ...(globals.ui ? createUiLibrary(lib, bridge, (components) => post({ type: 'ui', components })) : {}),
  };
  // The first error while the top level runs is what it failed with (a handler's later errors are not).
  let topLevel = true;
  let failure: string | null = null;
  const fail = (message: string) => {
    if (topLevel) failure ??= message;
    post({ type: 'error', message });
  };
  const interpreter = new lib.Interpreter(consts, {
    in: async (question) => String((await bridge.request({ method: 'readline', question })) ?? ''),
    out: (value) => post({ type: 'print', text: lib.utils.reprValue(value) }),
    err: (error) => fail(`${error.name}: ${error.message}`),
    log: () => {},
  });
  session = { lib, interpreter };
  // A plugin has no Stop button: a loop that never pauses is stopped for it.
  if (kind === 'plugin') watchBusy(interpreter);
  try {
    await interpreter.exec(parsed.ast);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  topLevel = false;
  post({ type: 'finished', error: failure });
}

async function call(id: number, handler: number, args: unknown[], withUpdate: boolean): Promise<void> {
  const fn = handlers.get(handler);
  if (!session || !fn) return post({ type: 'called', id, ok: false, value: 'no such handler', updates: [] });
  const { lib, interpreter } = session;
  const updates: [string, unknown][] = [];
  const values = args.map((arg) => lib.utils.jsToVal(arg));
  // A post-form action gets the form and a function that changes one of its fields.
  if (withUpdate) {
    values.push(
      lib.values.FN_NATIVE(([key, value]) => {
        if (key?.type === 'str' && value) updates.push([key.value as string, lib.utils.valToJs(value)]);
        return lib.values.NULL;
      }),
    );
  }
  try {
    const result = await interpreter.execFn(fn, values);
    const failed = result.type === 'error';
    post({ type: 'called', id, ok: !failed, value: failed ? null : lib.utils.valToJs(result), updates });
  } catch (error) {
    post({ type: 'called', id, ok: false, value: error instanceof Error ? error.message : String(error), updates });
  }
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'inspect':
      void inspect(message.source);
      break;
    case 'start':
      void start(message.source, message.globals, message.kind);
      break;
    case 'call':
      void call(message.id, message.handler, message.args, message.withUpdate === true);
      break;
    case 'answer': {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(message.value);
      break;
    }
    case 'ping':
      post({ type: 'pong' });
      break;
  }
};
