/// <reference lib="webworker" />
import { type AiScriptLib, type AsInterpreter, type AsValue, loadAiScript } from './aiscript-lib';
import { createHostFunctions } from './host-functions';
import { languageGeneration, languageVersion } from './language-version';
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

async function libraryFor(source: string): Promise<AiScriptLib> {
  return loadAiScript(languageGeneration(languageVersion(source) ?? '') ?? 'current');
}

async function inspect(source: string): Promise<void> {
  const problem = checkVersion(source);
  if (problem) return post({ type: 'inspected', meta: null, problem });
  const lib = await libraryFor(source);
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

async function start(source: string, globals: ScriptGlobals, stopWhenBusy: boolean): Promise<void> {
  const problem = checkVersion(source);
  if (problem) {
    post({ type: 'error', message: problem.message });
    return post({ type: 'finished' });
  }
  const lib = await libraryFor(source);
  const parsed = parseScript(lib, source);
  if ('problem' in parsed) {
    const { message, line, column } = parsed.problem;
    post({ type: 'error', message: line ? `${message} (line ${line}, column ${column ?? 1})` : message });
    return post({ type: 'finished' });
  }
  const consts: Record<string, AsValue> = {
    ...createHostFunctions(lib, globals, bridge),
    ...(globals.pluginConfig ? createPluginFunctions(lib, globals.pluginConfig, bridge) : {}),
    ...(globals.ui ? createUiLibrary(lib, bridge, (components) => post({ type: 'ui', components })) : {}),
  };
  const interpreter = new lib.Interpreter(consts, {
    in: async (question) => String((await bridge.request({ method: 'readline', question })) ?? ''),
    out: (value) => post({ type: 'print', text: lib.utils.reprValue(value) }),
    err: (error) => post({ type: 'error', message: `${error.name}: ${error.message}` }),
    log: () => {},
  });
  session = { lib, interpreter };
  if (stopWhenBusy) watchBusy(interpreter);
  try {
    await interpreter.exec(parsed.ast);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
  post({ type: 'finished' });
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
      void start(message.source, message.globals, message.stopWhenBusy);
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
