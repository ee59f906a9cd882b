import { Bot, CircleStop } from 'lucide-react';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { UserText } from '@/components/ui/user-text.tsx';
import { cn } from '@/lib/cn.ts';
import { aiChatTexts } from '../lib/texts.ts';

/** One turn as the chat shows it: stored, or the live one as it arrives. */
export interface ShownTurn {
  key: string;
  sender: 'ai' | 'user';
  content: string;
  /** `streaming`: the live reply, still arriving. */
  status: 'complete' | 'interrupted' | 'failed' | 'streaming';
}

/** The mark on a reply that stopped before its end (Stop, or the provider broke off). */
function InterruptedMark() {
  return (
    <p
      className="flex items-center gap-1 px-1 text-xs text-muted-foreground"
      title={aiChatTexts.interruptedTitle}
    >
      <CircleStop aria-hidden className="size-3.5" />
      {aiChatTexts.interrupted}
    </p>
  );
}

/**
 * One message: the viewer's on the right as they typed it, the AI's on the left as Markdown (code
 * with a copy button, math; never an image). A failed reply is the error text, plainly.
 */
export function ChatMessage({ turn }: { turn: ShownTurn }) {
  const mine = turn.sender === 'user';
  const hasCode = turn.content.includes('```') || turn.content.includes('~~~');
  return (
    <li className={cn('flex w-full min-w-0 flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? aiChatTexts.you : aiChatTexts.ai}:</span>
      <div
        data-sender={turn.sender}
        className={cn(
          'flex max-w-[92%] min-w-0 gap-2 rounded-2xl px-3.5 py-2 text-sm text-foreground sm:max-w-[80%]',
          mine ? 'rounded-br-md bg-brand-soft' : 'rounded-bl-md bg-muted',
          turn.status === 'failed' && 'border border-danger/30 bg-danger-soft',
          // Code blocks take the bubble's width, so a long line scrolls inside it.
          hasCode && !mine ? 'w-full' : null,
        )}
      >
        {mine ? null : <Bot aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />}
        <div className="min-w-0 flex-1">
          {mine ? (
            <UserText as="p" className="whitespace-pre-wrap">
              {turn.content}
            </UserText>
          ) : turn.status === 'failed' ? (
            <p className="text-danger-soft-foreground">{turn.content}</p>
          ) : turn.content === '' ? null : (
            <MarkdownView source={turn.content} variant="message" />
          )}
        </div>
      </div>
      {turn.status === 'interrupted' ? <InterruptedMark /> : null}
    </li>
  );
}
