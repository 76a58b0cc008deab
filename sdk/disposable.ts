/** Something that can be undone: a registration, a subscription, a listener. */
export interface Disposable {
  /** Undoes it. Calling it again does nothing. */
  dispose(): void;
}

/** Wraps a clean-up function as a Disposable that runs at most once. */
export function toDisposable(cleanup: () => void): Disposable {
  let done = false;
  return {
    dispose() {
      if (done) return;
      done = true;
      cleanup();
    },
  };
}

/** Collects disposables and disposes them together, newest first. */
export class DisposableStore implements Disposable {
  private items: Disposable[] = [];
  private disposed = false;

  /** Adds a disposable; if the store is already disposed, disposes it at once. */
  add<T extends Disposable>(item: T): T {
    if (this.disposed) item.dispose();
    else this.items.push(item);
    return item;
  }

  /** Disposes everything added so far, newest first; a throwing item does not stop the rest. */
  dispose(): void {
    this.disposed = true;
    const items = this.items.reverse();
    this.items = [];
    const errors: unknown[] = [];
    for (const item of items) {
      try {
        item.dispose();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'some disposables failed');
  }
}
