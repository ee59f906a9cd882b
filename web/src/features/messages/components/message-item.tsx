import { chatTexts } from '@upsolve/contract';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import type { ShownMessage } from '../lib/conversation-cache.ts';
import { cn } from '@/lib/cn.ts';
import { formatMessageTime } from '../lib/format.ts';

export interface MessageItemProps {
  message: ShownMessage;
  mine: boolean;
  /** Under the viewer's newest message once the other person has read it. */
  seen: boolean;
}

/**
 * One message of a group: the viewer's on the right, the other person's on the left, rendered as
 * Markdown (code, links, math; never an image). Its own time shows on hover; the group shows the
 * time it began.
 */
export function MessageItem({ message, mine, seen }: MessageItemProps) {
  const sending = message.isTemporary === true;
  const seenNote = seen && message.readAt !== null;
  return (
    <li className={cn('flex w-full min-w-0 flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <div
        title={formatMessageTime(message.createdAt)}
        className={cn(
          'max-w-[92%] min-w-0 rounded-2xl px-3.5 py-2 text-sm text-foreground sm:max-w-[80%]',
          mine ? 'rounded-br-md bg-brand-soft' : 'rounded-bl-md bg-muted',
          // Code blocks take the bubble's width, so a long line scrolls inside it.
          message.content.includes('```') || message.content.includes('~~~') ? 'w-full' : null,
          sending && 'opacity-75',
        )}
      >
        <MarkdownView source={message.content} variant="message" />
      </div>
      {sending || seenNote ? (
        <p className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground tabular-nums">
          {sending ? <span>{chatTexts.sending}</span> : null}
          {seenNote && message.readAt !== null ? (
            <span title={`Seen at ${formatMessageTime(message.readAt)}`}>· Seen</span>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
