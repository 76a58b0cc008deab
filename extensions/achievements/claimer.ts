import type { TesseraHost } from '@tessera/sdk';
import type { AchievementName } from './catalogue';

/** Misskey's client sends claims half a second apart. */
const CLAIM_SPACING_MS = 500;

/**
 * Claims achievements for the signed-in account: never one it holds or has claimed already, never
 * for an account that has moved away, one at a time half a second apart. What it claims counts
 * as held at once, so a page drawn meanwhile shows it.
 */
class Claimer {
  private host: TesseraHost | null = null;
  private held = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();

  /** Follows an account (null: nobody signed in), with the achievements it holds. */
  reset(host: TesseraHost | null, held: readonly string[]): void {
    this.host = host;
    this.held = new Set(held);
    this.queue = Promise.resolve();
  }

  has(name: string): boolean {
    return this.held.has(name);
  }

  /** Told after each claim has been sent. */
  onClaimed(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  claim(...names: AchievementName[]): void {
    const host = this.host;
    const account = host?.accounts.current.get();
    if (!host || !account || account.info?.movedTo) return;
    for (const name of names) {
      if (this.held.has(name)) continue;
      this.held.add(name);
      this.queue = this.queue
        .then(() => host.api.call('i/claim-achievement', { name }))
        .catch(() => {}) // a claim that fails is tried again the next time its moment comes
        .then(() => {
          for (const listener of this.listeners) listener();
          return new Promise<void>((resolve) => setTimeout(resolve, CLAIM_SPACING_MS));
        });
    }
  }
}

/** The one claimer of the client. */
export const claimer = new Claimer();
