/** A set of note ids that keeps the newest `limit`, so a long session does not grow it forever. */
class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly limit: number) {}

  add(id: string): void {
    this.ids.delete(id);
    this.ids.add(id);
    if (this.ids.size > this.limit) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }
}

const LIMIT = 5_000;
const shown = new RecentIds(LIMIT);
const opened = new RecentIds(LIMIT);

/** Remembers that a note was shown in this tab (Misskey folds later renotes of it). */
export const markShown = (noteId: string): void => shown.add(noteId);

/** Whether a note was shown before in this tab. */
export const wasShown = (noteId: string): boolean => shown.has(noteId);

/**
 * Remembers that the person opened a folded renote, so it stays open when its card is drawn
 * again (the feed redrawing, or scrolling it out of view and back).
 */
export const markOpened = (renoteId: string): void => opened.add(renoteId);

/** Whether the person opened this folded renote before. */
export const wasOpened = (renoteId: string): boolean => opened.has(renoteId);
