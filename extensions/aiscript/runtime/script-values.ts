import type { AiScriptLib, AsValue } from './aiscript-lib';

/**
 * Checks and conversions of AiScript values for the host functions, with AiScript's own runtime
 * errors, so a script that passes the wrong thing gets an error it can read.
 */
export class ScriptValues {
  constructor(private readonly lib: AiScriptLib) {}

  fail(message: string): never {
    throw new this.lib.errors.AiScriptRuntimeError(message);
  }

  string(value: AsValue | undefined, what: string): string {
    if (value?.type !== 'str' || typeof value.value !== 'string') this.fail(`${what}: expected a string`);
    return value.value;
  }

  optionalString(value: AsValue | undefined, what: string): string | null {
    return value === undefined || value.type === 'null' ? null : this.string(value, what);
  }

  function(value: AsValue | undefined, what: string): AsValue {
    if (value?.type !== 'fn') this.fail(`${what}: expected a function`);
    return value;
  }

  /** An object argument as a plain object (its functions left out). */
  object(value: AsValue | undefined, what: string): Record<string, unknown> {
    if (value?.type !== 'obj') this.fail(`${what}: expected an object`);
    return this.lib.utils.valToJs(value) as Record<string, unknown>;
  }

  toJs(value: AsValue): unknown {
    return this.lib.utils.valToJs(value);
  }

  toValue(value: unknown): AsValue {
    return this.lib.utils.jsToVal(value);
  }
}
