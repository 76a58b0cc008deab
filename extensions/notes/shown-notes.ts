/** Notes already shown in this tab, newest last; bounded so a long session does not grow it forever. */
const shown = new Set<string>();
const LIMIT = 5_000;

/** Remembers that a note was shown (Misskey folds later renotes of it). */
export function markShown(noteId: string): void {
  shown.delete(noteId);
  shown.add(noteId);
  if (shown.size > LIMIT) {
    const oldest = shown.values().next().value;
    if (oldest !== undefined) shown.delete(oldest);
  }
}

/** Whether a note was shown before in this tab. */
export function wasShown(noteId: string): boolean {
  return shown.has(noteId);
}
