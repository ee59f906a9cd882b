import { limits } from '@upsolve/contract';
import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { enterToSend } from '@/lib/enter-to-send.ts';
import { aiChatTexts } from '../lib/texts.ts';

export interface ChatComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** An answer is pending: the input waits, Send says 'Thinking...' and Stop shows. */
  busy: boolean;
}

/** The question box: Enter sends, Shift+Enter starts a new line; blank text cannot be sent. */
export function ChatComposer({ draft, onDraftChange, onSend, onStop, busy }: ChatComposerProps) {
  const canSend = !busy && draft.trim() !== '';
  const field = useRef<HTMLTextAreaElement>(null);
  // The field is disabled while the AI answers, which takes the focus away: give it back after.
  const wasBusy = useRef(busy);
  useEffect(() => {
    const lostFocus = document.activeElement === null || document.activeElement === document.body;
    if (wasBusy.current && !busy && lostFocus) field.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  const { onSubmit, onKeyDown } = enterToSend(canSend, onSend);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <textarea
        ref={field}
        aria-label={aiChatTexts.inputLabel}
        placeholder={aiChatTexts.placeholder}
        rows={2}
        maxLength={limits.aiContent}
        value={draft}
        disabled={busy}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(
          controlClasses,
          'field-sizing-content max-h-48 min-h-16 flex-1 resize-none px-3 py-2 leading-relaxed',
        )}
      />
      <div className="flex gap-2 sm:flex-col">
        <Button
          type="submit"
          busy={busy}
          busyLabel={aiChatTexts.thinking}
          disabled={!canSend}
          icon={<SendHorizontal aria-hidden />}
          className="flex-1 sm:flex-none"
        >
          {aiChatTexts.send}
        </Button>
        {busy ? (
          <Button
            variant="outline"
            onClick={onStop}
            aria-label={aiChatTexts.stopLabel}
            icon={<Square aria-hidden />}
            className="flex-1 sm:flex-none"
          >
            {aiChatTexts.stop}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
