import { ArrowDown } from 'lucide-react';
import type { ShownMessage } from '@/lib/conversation-cache.ts';
import { Button } from '@/components/ui/button.tsx';
import { dayKey, formatDayLabel } from '../lib/format.ts';
import { useConversationScroll, type OlderMessages } from '../lib/use-conversation-scroll.ts';
import { MessageItem } from './message-item.tsx';

interface Day {
  key: string;
  label: string;
  messages: ShownMessage[];
}

/** Messages grouped by the local day they were sent, oldest first. */
function byDay(messages: ShownMessage[]): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    const day = days.at(-1);
    if (day?.key === key) day.messages.push(message);
    else days.push({ key, label: formatDayLabel(message.createdAt), messages: [message] });
  }
  return days;
}

export interface MessageListProps extends OlderMessages {
  messages: ShownMessage[];
  viewerId: string;
  username: string;
  /** The other person is typing: said under the newest message. */
  typing: boolean;
}

/** The conversation, by day, oldest first; older messages load above. */
export function MessageList({ messages, viewerId, username, typing, ...older }: MessageListProps) {
  const { scrollerRef, onScroll, newBelow, jumpToNewest } = useConversationScroll(
    messages,
    viewerId,
    older,
  );
  const lastMine = messages.findLast((message) => message.sender === viewerId);
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollerRef}
        onScroll={onScroll}
        role="log"
        aria-label={`Conversation with ${username}`}
        // Keyboard users scroll the conversation too.
        tabIndex={0}
        className="h-full overflow-y-auto px-3 pt-4 pb-7 focus-visible:outline-2 focus-visible:-outline-offset-2 sm:px-5"
      >
        {older.hasOlder ? (
          <div className="mb-4 flex justify-center">
            <Button
              size="sm"
              variant="ghost"
              busy={older.loadingOlder}
              busyLabel="Loading older messages..."
              onClick={older.loadOlder}
            >
              Load older messages
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            No messages yet. Say hello to {username}!
          </p>
        ) : null}
        {byDay(messages).map((day) => (
          <section key={day.key} aria-label={day.label} className="flex flex-col gap-3 pb-3">
            <h3 className="flex items-center gap-3 text-xs font-medium text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
              {day.label}
            </h3>
            <ol className="flex flex-col gap-3">
              {day.messages.map((message) => (
                <MessageItem
                  key={message._id}
                  message={message}
                  mine={message.sender === viewerId}
                  seen={message === lastMine}
                />
              ))}
            </ol>
          </section>
        ))}
      </div>
      {/* Always there, so screen readers hear it change. */}
      <p
        role="status"
        className="pointer-events-none absolute bottom-1.5 left-4 text-xs text-muted-foreground italic sm:left-6"
      >
        {typing ? `${username} is typing...` : ''}
      </p>
      {newBelow ? (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          icon={<ArrowDown aria-hidden />}
          onClick={jumpToNewest}
        >
          New messages
        </Button>
      ) : null}
    </div>
  );
}
