import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { aiChatTexts } from '../lib/texts.ts';
import { ChatMessage, type ShownTurn } from './chat-message.tsx';

/** Within this distance of the bottom a reader counts as following the answer. */
const followingPx = 96;

export interface ChatLogProps {
  turns: ShownTurn[];
  /** Waiting for or receiving an answer: the typing indicator shows. */
  busy: boolean;
}

function Welcome() {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <Sparkles aria-hidden className="size-6" />
      </div>
      <h2 className="text-lg font-semibold">{aiChatTexts.welcome}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{aiChatTexts.welcomeBody}</p>
    </div>
  );
}

/**
 * The chat area, at most half the viewport high: it scrolls, and follows the newest message
 * while the reader is at the bottom. The typing indicator is a polite status: a screen reader
 * hears that the AI is answering, not every token.
 */
export function ChatLog({ turns, busy }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const last = turns.at(-1);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null || !following.current) return;
    element.scrollTop = element.scrollHeight;
  }, [turns.length, last?.content, busy]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    following.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < followingPx;
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      // Focusable: a keyboard scrolls the conversation (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={aiChatTexts.chatArea}
      className="max-h-[50vh] min-h-48 overflow-y-auto rounded-xl border border-border bg-surface p-3 sm:p-4"
    >
      {turns.length === 0 ? (
        <Welcome />
      ) : (
        <ol className="flex flex-col gap-3">
          {turns.map((turn) => (
            <ChatMessage key={turn.key} turn={turn} />
          ))}
        </ol>
      )}
      <div role="status" className="px-1 pt-2 text-xs text-muted-foreground">
        {busy ? (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="inline-flex gap-0.5">
              <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce" />
              <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce [animation-delay:150ms]" />
              <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce [animation-delay:300ms]" />
            </span>
            {aiChatTexts.typing}
          </span>
        ) : null}
      </div>
    </div>
  );
}
