/**
 * The commands extensions offer each other, by id, with their argument and result types.
 * Extensions add their own by declaration merging:
 *
 *   declare module '@tessera/sdk' {
 *     interface CommandMap { 'composer.open': (options?: ComposerOptions) => void }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in extensions.
export interface CommandMap {}

/** A command id: a declared one, or any string for untyped commands. */
export type CommandId = keyof CommandMap | (string & {});

/** The handler type of a command id. */
export type CommandHandler<K extends CommandId> = K extends keyof CommandMap
  ? CommandMap[K]
  : (...args: never[]) => unknown;

/** Runs commands registered by any extension. */
export interface CommandRunner {
  /** Whether some active extension provides the command now. */
  has(id: CommandId): boolean;
  /** Runs the command; rejects with an error naming the command when nobody provides it. */
  execute<K extends CommandId>(
    id: K,
    ...args: Parameters<CommandHandler<K>>
  ): Promise<Awaited<ReturnType<CommandHandler<K>>>>;
}
