import { chatTexts } from '@upsolve/contract';
import type { ShownMessage } from '@/lib/conversation-cache.ts';
import { cn } from '@/lib/cn.ts';
import { formatMessageTime } from '../lib/format.ts';

export interface MessageItemProps {
  message: ShownMessage;
  mine: boolean;
  /** Under the viewer's newest message once the other person has read it. */
  seen: boolean;
}

/** One message: the viewer's on the right, the other person's on the left, with its time. */
export function MessageItem({ message, mine, seen }: MessageItemProps) {
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-brand text-brand-foreground'
            : 'rounded-bl-md bg-muted text-foreground',
          message.isTemporary && 'opacity-75',
        )}
      >
        {message.content}
      </div>
      <p className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground tabular-nums">
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {message.isTemporary ? <span>{chatTexts.sending}</span> : null}
        {seen && message.readAt !== null ? (
          <span title={`Seen at ${formatMessageTime(message.readAt)}`}>· Seen</span>
        ) : null}
      </p>
    </li>
  );
}
