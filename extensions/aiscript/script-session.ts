import type { ScriptKind } from './runtime/language-version';
import type {
  FromWorker,
  HostRequest,
  Registration,
  ScriptGlobals,
  ScriptMeta,
  ScriptProblem,
  ToWorker,
  UiComponent,
} from './runtime/protocol';

/** A line of a session's console: what the script printed, or an error it hit. */
export interface ConsoleLine {
  kind: 'print' | 'error';
  text: string;
}

/**
 * Where a session stands (spec 001 section 4's plugin states): its top level running, finished,
 * or failed (`failure` says with what), or the session stopped (`stoppedFor` says why).
 */
export type SessionState = 'running' | 'finished' | 'failed' | 'aborted';

/** Why a session was stopped: asked to, computing without a pause, or no longer answering. */
export type StopReason = 'request' | 'busy' | 'frozen';

/** What the owner of a session (the plugin host, the scratchpad, Play) does for the script. */
export interface SessionOwner {
  /** Answers a host call (a dialog, an API call); a rejection reaches the script as its error. */
  answer(request: HostRequest): Promise<unknown>;
  /** A Plugin:register_* call. */
  onRegister?(registration: Registration): void;
  /** The script printed a line. */
  onPrint?(text: string): void;
  /** The script hit an error (or was stopped for one). */
  onError?(message: string): void;
  /** Anything changed: console, state, UI. */
  onChange?(): void;
}

/** The result of calling a script's function from the page. */
export interface CallResult {
  ok: boolean;
  value: unknown;
  /** For a post-form action: the fields it changed, in order. */
  updates: [string, unknown][];
}

/** How long a worker may leave a ping unanswered before it counts as frozen (an endless loop). */
const FROZEN_AFTER_MS = 3000;
const PING_EVERY_MS = 1000;
/** At most this many console lines are kept. */
const CONSOLE_LIMIT = 500;

function spawn(): Worker {
  return new Worker(new URL('./runtime/script-worker.ts', import.meta.url), { type: 'module', name: 'aiscript' });
}

/**
 * One running script in its own worker: it relays the script's host calls to its owner, keeps
 * its console and `Ui:` components, calls its functions for the page, and stops it (a frozen
 * worker is stopped by itself and reported as aborted).
 */
export class ScriptSession {
  state: SessionState = 'running';
  /** The error its top level failed with ('failed'). */
  failure: string | null = null;
  /** Why it was stopped ('aborted'). */
  stoppedFor: StopReason | null = null;
  readonly console: ConsoleLine[] = [];
  /** The `Ui:` components by id (the root is '___root___'). */
  readonly components = new Map<string, UiComponent>();
  private readonly worker = spawn();
  private readonly calls = new Map<number, (result: CallResult) => void>();
  private nextCall = 1;
  private lastPong = Date.now();
  private readonly watchdog: ReturnType<typeof setInterval>;
  /** Whether the worker is gone (stopped, or it could not start). */
  private ended = false;

  constructor(
    source: string,
    globals: ScriptGlobals,
    private readonly owner: SessionOwner,
    /** Who runs it: picks the interpreter for its annotation; a plugin is stopped when it computes without a pause. */
    kind: ScriptKind,
  ) {
    this.worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      const message = event.message || 'The script could not start';
      this.log('error', message);
      this.failure ??= message;
      this.end('failed', null);
    };
    this.send({ type: 'start', source, globals, kind });
    this.watchdog = setInterval(() => {
      if (Date.now() - this.lastPong > FROZEN_AFTER_MS) {
        this.abort(
          `Stopped: the script did not answer for ${FROZEN_AFTER_MS / 1000} seconds (an endless loop?)`,
          'frozen',
        );
        return;
      }
      this.send({ type: 'ping' });
    }, PING_EVERY_MS);
  }

  /** Whether its worker still runs: its functions can be called, and it can be stopped. */
  get live(): boolean {
    return !this.ended;
  }

  /** Reads a script's metadata block without running it. */
  static inspect(source: string): Promise<{ meta: ScriptMeta | null; problem: ScriptProblem | null }> {
    const worker = spawn();
    return new Promise((resolve) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        if (event.data.type !== 'inspected') return;
        worker.terminate();
        resolve({ meta: event.data.meta, problem: event.data.problem });
      };
      worker.onerror = (event) => {
        event.preventDefault();
        worker.terminate();
        resolve({ meta: null, problem: { code: 'syntax', message: event.message || 'The script could not be read' } });
      };
      worker.postMessage({ type: 'inspect', source } satisfies ToWorker);
    });
  }

  /**
   * Calls a function the script handed over (an action, an interruptor, a button's onClick).
   * A stopped session, an error or a frozen worker give `ok: false`.
   */
  call(handler: number, args: unknown[], withUpdate = false): Promise<CallResult> {
    if (this.ended) return Promise.resolve({ ok: false, value: null, updates: [] });
    const id = this.nextCall++;
    this.send({ type: 'call', id, handler, args, withUpdate });
    return new Promise((resolve) => this.calls.set(id, resolve));
  }

  /** Stops the script for good (the plugin was switched off, the page left); a failed one stays failed. */
  stop(): void {
    this.end(this.state === 'failed' ? 'failed' : 'aborted', 'request');
  }

  private abort(reason: string, why: StopReason): void {
    if (this.ended) return;
    this.log('error', reason);
    this.end('aborted', why);
  }

  private end(state: 'failed' | 'aborted', why: StopReason | null): void {
    if (this.ended) return;
    this.ended = true;
    this.state = state;
    if (state === 'aborted') this.stoppedFor = why;
    clearInterval(this.watchdog);
    this.worker.terminate();
    for (const resolve of this.calls.values()) resolve({ ok: false, value: null, updates: [] });
    this.calls.clear();
    this.owner.onChange?.();
  }

  /** Answers of the worker waiting to be handed over, all in one task per frame. */
  private answered: (() => void)[] = [];
  private flushScheduled = false;

  /**
   * Hands the worker's answers over once per frame: a note-view interruptor answers for every
   * note shown, and answers handed over in one task make one render, not one render each.
   */
  private flushSoon(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const flush = () => {
      this.flushScheduled = false;
      const answered = this.answered;
      this.answered = [];
      for (const resolve of answered) resolve();
    };
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible')
      requestAnimationFrame(flush);
    else setTimeout(flush, 0);
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private log(kind: ConsoleLine['kind'], text: string): void {
    this.console.push({ kind, text });
    if (kind === 'error') this.owner.onError?.(text);
    if (this.console.length > CONSOLE_LIMIT) this.console.splice(0, this.console.length - CONSOLE_LIMIT);
    this.owner.onChange?.();
  }

  private receive(message: FromWorker): void {
    if (this.ended) return;
    switch (message.type) {
      case 'pong':
        this.lastPong = Date.now();
        break;
      case 'print':
        this.log('print', message.text);
        this.owner.onPrint?.(message.text);
        break;
      case 'error':
        this.log('error', message.message);
        break;
      case 'runaway':
        this.abort(
          `Stopped: the script computed for ${message.seconds} seconds without a pause (an endless loop?)`,
          'busy',
        );
        break;
      case 'finished':
        if (this.state === 'running') {
          this.state = message.error === null ? 'finished' : 'failed';
          this.failure = message.error;
        }
        this.owner.onChange?.();
        break;
      case 'register':
        this.owner.onRegister?.(message.registration);
        break;
      case 'ui':
        for (const component of message.components) this.components.set(component.id, component);
        this.owner.onChange?.();
        break;
      case 'called': {
        const resolve = this.calls.get(message.id);
        this.calls.delete(message.id);
        if (resolve)
          this.answered.push(() => resolve({ ok: message.ok, value: message.value, updates: message.updates }));
        this.flushSoon();
        break;
      }
      case 'request':
        void this.owner.answer(message.request).then(
          (value) => this.send({ type: 'answer', id: message.id, ok: true, value }),
          (error: unknown) => this.send({ type: 'answer', id: message.id, ok: false, value: plainError(error) }),
        );
        break;
      case 'inspected':
        break;
    }
  }
}

/** An error as data the worker can receive (a thrown API error keeps its id, code and message). */
function plainError(error: unknown): unknown {
  if (error instanceof Error) {
    const { code, id, info } = error as Error & { code?: unknown; id?: unknown; info?: unknown };
    return { message: error.message, ...(code ? { code } : {}), ...(id ? { id } : {}), ...(info ? { info } : {}) };
  }
  try {
    return structuredClone(error);
  } catch {
    return String(error);
  }
}
