/** A set of change listeners; the shared part of every kernel store that React reads. */
export class Listeners {
  private readonly set = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  };

  notify(): void {
    for (const listener of [...this.set]) listener();
  }
}
