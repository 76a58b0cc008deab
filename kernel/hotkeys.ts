import type { CommandId, HotkeyContribution } from '@tessera/sdk';

/** Whether a key press goes to something the user types into (then hotkeys stay quiet). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return (
    tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox')
  );
}

/** What the hotkey listener needs of the kernel. */
export interface HotkeyOptions {
  window: Window;
  /** The contributed hotkeys, current. */
  hotkeys(): readonly { item: HotkeyContribution; extensionId: string }[];
  signedIn(): boolean;
  run(command: CommandId): void;
}

/**
 * The one keydown listener behind every contributed hotkey: a plain key press (no Ctrl, Meta or
 * Alt) outside text fields and dialogs runs the command of the hotkey for that key. The command's
 * extension loads its code then, if it had not yet.
 */
export function listenForHotkeys(options: HotkeyOptions): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (isTypingTarget(event.target) || options.window.document.querySelector('[aria-modal="true"]')) return;
    const hotkey = options.hotkeys().find(({ item }) => item.key === event.key);
    if (!hotkey || (hotkey.item.signedIn && !options.signedIn())) return;
    event.preventDefault();
    options.run(hotkey.item.command);
  };
  options.window.addEventListener('keydown', onKey);
  return () => options.window.removeEventListener('keydown', onKey);
}
