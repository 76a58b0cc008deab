import { type CommandHandler, type CommandId, type CommandRunner, type Disposable, toDisposable } from '@tessera/sdk';

type AnyHandler = (...args: never[]) => unknown;

/** Commands by id, one provider each; running one nobody provides is a clear error. */
export class CommandRegistry implements CommandRunner {
  private readonly handlers = new Map<string, { handler: AnyHandler; extensionId: string }>();

  register<K extends CommandId>(extensionId: string, id: K, handler: CommandHandler<K>): Disposable {
    const existing = this.handlers.get(id);
    if (existing) throw new Error(`command '${id}' is already provided by '${existing.extensionId}'`);
    const entry = { handler: handler as AnyHandler, extensionId };
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
    return (await (entry.handler as (...a: unknown[]) => unknown)(...args)) as Awaited<ReturnType<CommandHandler<K>>>;
  }
}
