/** What to do when the streaming connection drops (the serverDisconnectedBehavior setting). */
export type ServerDisconnectedBehavior = 'quiet' | 'reload' | 'dialog';

/**
 * Acts on a dropped connection per the setting: nothing, a reload, or a dialog offering one.
 * Only one dialog is open at a time however often the connection drops.
 */
export function createDisconnectPolicy(options: {
  behavior: () => ServerDisconnectedBehavior;
  reload: () => void;
  /** Asks whether to reload; resolves true to reload. */
  ask: () => Promise<boolean>;
}): () => void {
  let asking = false;
  return () => {
    const behavior = options.behavior();
    if (behavior === 'reload') options.reload();
    if (behavior !== 'dialog' || asking) return;
    asking = true;
    options.ask().then(
      (reload) => {
        asking = false;
        if (reload) options.reload();
      },
      () => {
        asking = false;
      },
    );
  };
}
