import type { LanguageGeneration } from './language-version';

/** An AiScript value, as both interpreter generations shape it. */
export interface AsValue {
  type: string;
  value?: unknown;
}

/** A running interpreter. */
export interface AsInterpreter {
  /** Steps evaluated so far (both generations count them). */
  stepCount: number;
  exec(ast: unknown[]): Promise<void>;
  execFn(fn: AsValue, args: AsValue[]): Promise<AsValue>;
  abort(): void;
  registerAbortHandler(handler: () => void): void;
}

/**
 * The part of the AiScript library the runtime uses. Both generations (0.19 and 1.x) have it
 * with these shapes, so the runtime is written once against this.
 */
export interface AiScriptLib {
  Interpreter: {
    new (
      consts: Record<string, AsValue>,
      options: {
        in(question: string): Promise<string>;
        out(value: AsValue): void;
        err(error: Error): void;
        log(): void;
        irqRate?: number;
        irqSleep?: number;
      },
    ): AsInterpreter;
    collectMetadata(ast: unknown[]): Map<string | null, unknown> | undefined;
  };
  Parser: { parse(source: string): unknown[] };
  utils: {
    jsToVal(value: unknown): AsValue;
    valToJs(value: AsValue): unknown;
    reprValue(value: AsValue): string;
  };
  values: {
    NULL: AsValue;
    TRUE: AsValue;
    FALSE: AsValue;
    STR(value: string): AsValue;
    NUM(value: number): AsValue;
    BOOL(value: boolean): AsValue;
    OBJ(value: Map<string, AsValue>): AsValue;
    ARR(value: AsValue[]): AsValue;
    ERROR(name: string, info?: AsValue): AsValue;
    FN_NATIVE(fn: (args: (AsValue | undefined)[]) => AsValue | undefined | Promise<AsValue | undefined>): AsValue;
  };
  errors: { AiScriptRuntimeError: new (message: string) => Error };
}

/** Loads the interpreter of a generation (each is a chunk of its own, fetched only when needed). */
export async function loadAiScript(generation: LanguageGeneration): Promise<AiScriptLib> {
  const lib = generation === 'legacy' ? await import('aiscript-legacy') : await import('@syuilo/aiscript');
  return lib as unknown as AiScriptLib;
}
