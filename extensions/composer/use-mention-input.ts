import type { entities } from 'misskey-js';
import { type KeyboardEvent, type RefObject, useState } from 'react';
import { completeMention, useMentionSuggestions } from './mention-autocomplete';
import type { PostFormModel } from './use-post-form';

/**
 * Mention suggestions while typing in the text: where the caret is, the people that match, and
 * the keys that move through them (arrows), choose one (Enter, Tab) or close them (Escape, which
 * then does not close the composer).
 */
export function useMentionInput(form: PostFormModel, textRef: RefObject<HTMLTextAreaElement | null>) {
  const { fields, update } = form;
  const [caret, setCaret] = useState<number | null>(null);
  const mentions = useMentionSuggestions(fields.text, caret);

  const chooseMention = (user: entities.UserLite) => {
    const end = caret ?? fields.text.length;
    const done = completeMention(fields.text, mentions.start, end, user);
    update({ text: done.text });
    setCaret(done.caret);
    requestAnimationFrame(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(done.caret, done.caret);
    });
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mentions.open) return;
    const chosen = mentions.users[mentions.active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      mentions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      chooseMention(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      mentions.dismiss();
    }
  };

  return { mentions, setCaret, chooseMention, onTextKeyDown };
}
