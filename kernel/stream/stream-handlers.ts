import type { ContributionEntry, Disposable, Readable, StreamClient, StreamHandlerContribution } from '@tessera/sdk';

/**
 * Hands main-channel events to the extensions that contributed a stream handler for them, for
 * the signed-in account: the main channel is used only while some handler wants it, and follows
 * handlers being added and removed as extensions switch on and off.
 */
export function dispatchStreamHandlers(options: {
  handlers: Readable<readonly ContributionEntry<StreamHandlerContribution>[]>;
  stream: () => StreamClient;
  signedIn: () => boolean;
  /** Tells of account changes, so handlers added before the account was known start with it. */
  accountChanges?: (listener: () => void) => () => void;
}): () => void {
  type MainChannel = Disposable & { on(event: string, handler: (body: unknown) => void): Disposable };
  let channel: MainChannel | null = null;
  let listening: Disposable[] = [];
  const rewire = () => {
    for (const listener of listening) listener.dispose();
    listening = [];
    const handlers = options.handlers.get();
    if (handlers.length === 0 || !options.signedIn()) {
      channel?.dispose();
      channel = null;
      return;
    }
    // Events are the handlers' own names, so the channel is used untyped here.
    channel ??= options.stream().channel('main') as unknown as MainChannel;
    const main = channel;
    for (const event of new Set(handlers.map((h) => h.item.event))) {
      listening.push(
        main.on(event, (body) => {
          for (const { item } of options.handlers.get()) if (item.event === event) item.handle(body);
        }),
      );
    }
  };
  rewire();
  const unsubscribe = options.handlers.subscribe(rewire);
  let signedIn = options.signedIn();
  const stopFollowing = options.accountChanges?.(() => {
    if (options.signedIn() === signedIn) return;
    signedIn = options.signedIn();
    rewire();
  });
  return () => {
    unsubscribe();
    stopFollowing?.();
    for (const listener of listening) listener.dispose();
    channel?.dispose();
  };
}
