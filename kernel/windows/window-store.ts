import type { Readable } from '@tessera/sdk';
import { Listeners } from '../registries/listeners';

/** An open page window: a path shown in a small window with its own router. */
export interface PageWindowEntry {
  id: number;
  path: string;
}

/** The open page windows, oldest first. */
export class WindowStore implements Readable<readonly PageWindowEntry[]> {
  private windows: readonly PageWindowEntry[] = [];
  private nextId = 1;
  private opened = 0;
  private readonly listeners = new Listeners();

  constructor(
    /** Told how many windows have been opened so far (the open3windows achievement). */
    private readonly onOpened?: (count: number) => void,
  ) {}

  open(path: string): number {
    const id = this.nextId++;
    this.windows = [...this.windows, { id, path }];
    this.opened += 1;
    this.listeners.notify();
    this.onOpened?.(this.opened);
    return id;
  }

  close(id: number): void {
    this.windows = this.windows.filter((w) => w.id !== id);
    this.listeners.notify();
  }

  get = (): readonly PageWindowEntry[] => this.windows;

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);
}
