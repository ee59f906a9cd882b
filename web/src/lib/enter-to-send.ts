import type { FormEvent, KeyboardEvent } from 'react';

/**
 * A chat box's form and keys (the chat's and the AI's): Enter sends, Shift+Enter starts a new
 * line, and Enter while an input method composes a word picks the word; nothing is sent while
 * `canSend` is false.
 */
export function enterToSend(canSend: boolean, send: () => void) {
  return {
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (canSend) send();
    },
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      if (canSend) send();
    },
  };
}
