import { limits } from '@upsolve/contract';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { enterToSend } from '@/lib/enter-to-send.ts';

export interface ComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  username: string;
  /** False until the conversation has loaded: a message needs somewhere to appear. */
  ready: boolean;
}

/** Show the counter once a message nears the limit. */
const counterFrom = limits.message - 500;

/** The message box: Enter sends, Shift+Enter starts a new line; blank text cannot be sent. */
export function Composer({ draft, onDraftChange, onSend, username, ready }: ComposerProps) {
  const blank = draft.trim() === '';
  const canSend = ready && !blank;
  const { onSubmit, onKeyDown } = enterToSend(canSend, onSend);
  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* A bare textarea: the form Textarea's minimum height is a paragraph, a chat's a line. */}
        <textarea
          aria-label={`Message to ${username}`}
          placeholder="Type a message..."
          rows={1}
          maxLength={limits.message}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            controlClasses,
            'field-sizing-content max-h-40 min-h-10 resize-none px-3 py-2 leading-relaxed',
          )}
        />
        {draft.length >= counterFrom ? (
          <p className="self-end text-xs text-muted-foreground tabular-nums">
            {draft.length}/{limits.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
