import { type CommandHandler, type CommandId, type CommandRunner, type Disposable, toDisposable } from '@tessera/sdk';

type AnyHandler = (...args: never[]) => unknown;

/** Commands by id, one provider each; running one nobody provides is a clear error. */
export class CommandRegistry implements CommandRunner {
  private readonly handlers = new Map<
    string,
    { handler: AnyHandler; extensionId: string; report: (extensionId: string, error: unknown) => void }
  >();

  /** Provides a command; a failure while it runs is reported with the providing extension's id. */
  register<K extends CommandId>(
    extensionId: string,
    id: K,
    handler: CommandHandler<K>,
    report: (extensionId: string, error: unknown) => void = () => {},
  ): Disposable {
    const existing = this.handlers.get(id);
    if (existing) throw new Error(`command '${id}' is already provided by '${existing.extensionId}'`);
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
