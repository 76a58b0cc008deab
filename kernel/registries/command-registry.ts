import { type CommandHandler, type CommandId, type CommandRunner, type Disposable, toDisposable } from '@tessera/sdk';

type AnyHandler = (...args: never[]) => unknown;

/** Commands by id, one provider each; running one nobody provides is a clear error. */
export class CommandRegistry implements CommandRunner {
  private readonly handlers = new Map<
    string,
    {
      handler: AnyHandler;
      extensionId: string;
      report: (extensionId: string, error: unknown) => void;
      /** A stand-in for a declared command, until the extension's main registers the real one. */
      declared?: true;
    }
  >();

  /**
   * Declares a command an extension's main will provide: `has` is true at once, and `stand-in`
   * runs (loading the main) until the extension registers the real handler in its place.
   */
  declare(
    extensionId: string,
    id: CommandId,
    report: (extensionId: string, error: unknown) => void,
    standIn: (...args: unknown[]) => unknown,
  ): Disposable {
    const existing = this.handlers.get(id);
    if (existing) throw new Error(`command '${id}' is already provided by '${existing.extensionId}'`);
    const entry = { handler: standIn as AnyHandler, extensionId, report, declared: true as const };
    this.handlers.set(id, entry);
    return toDisposable(() => {
      if (this.handlers.get(id) === entry) this.handlers.delete(id);
    });
  }

  /** Whether a command is still only declared (its extension's main has not registered it). */
  isDeclaredOnly(id: CommandId): boolean {
    return this.handlers.get(id)?.declared === true;
  }

  /** Provides a command; a failure while it runs is reported with the providing extension's id. */
  register<K extends CommandId>(
    extensionId: string,
    id: K,
    handler: CommandHandler<K>,
    report: (extensionId: string, error: unknown) => void = () => {},
  ): Disposable {
    const existing = this.handlers.get(id);
    // The extension that declared a command replaces its stand-in with the real handler.
    if (existing && !(existing.declared && existing.extensionId === extensionId)) {
      throw new Error(`command '${id}' is already provided by '${existing.extensionId}'`);
    }
    const entry = { handler: handler as AnyHandler, extensionId, report };
    this.handlers.set(id, entry);
    return toDisposable(() => {
      if (this.handlers.get(id) === entry) this.handlers.delete(id);
    });
  }

  has(id: CommandId): boolean {
    return this.handlers.has(id);
  }

  async execute<K extends CommandId>(
    id: K,
    ...args: Parameters<CommandHandler<K>>
  ): Promise<Awaited<ReturnType<CommandHandler<K>>>> {
    const entry = this.handlers.get(id);
    if (!entry) throw new Error(`no active extension provides the command '${id}'`);
    try {
      return (await (entry.handler as (...a: unknown[]) => unknown)(...args)) as Awaited<ReturnType<CommandHandler<K>>>;
    } catch (error) {
      // The caller still gets the error; the report says whose command it was.
      entry.report(entry.extensionId, error);
      throw error;
    }
  }
}
