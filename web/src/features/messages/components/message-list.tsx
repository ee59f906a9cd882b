import type { ReactNode } from 'react';
import { ArrowDown } from 'lucide-react';
import type { ShownMessage } from '../lib/conversation-cache.ts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatMessageTime } from '../lib/format.ts';
import { byDayAndSender, type MessageGroup } from '../lib/message-groups.ts';
import { useConversationScroll, type OlderMessages } from '../lib/use-conversation-scroll.ts';
import { MessageItem } from './message-item.tsx';

export interface MessageListProps extends OlderMessages {
  messages: ShownMessage[];
  viewerId: string;
  username: string;
  /** The other person is typing: said under the newest message. */
  typing: boolean;
  /** What opens the conversation, above its first message (an accepted invitation). */
  intro?: ReactNode;
}

interface GroupProps {
  group: MessageGroup;
  viewerId: string;
  username: string;
  lastMine: ShownMessage | undefined;
}

/** One person's messages sent within five minutes, under their name and the time they began. */
function Group({ group, viewerId, username, lastMine }: GroupProps) {
  const mine = group.sender === viewerId;
  const name = mine ? 'You' : username;
  return (
    <li className={cn('flex min-w-0 flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <p className="flex items-baseline gap-2 px-1 text-xs">
        <span className="font-semibold text-foreground">{name}</span>
        <time dateTime={group.createdAt} className="text-muted-foreground tabular-nums">
          {formatMessageTime(group.createdAt)}
        </time>
      </p>
      <ol
        aria-label={`${name}, ${formatMessageTime(group.createdAt)}`}
        className={cn('flex w-full min-w-0 flex-col gap-1', mine ? 'items-end' : 'items-start')}
      >
        {group.messages.map((message) => (
          <MessageItem
            key={message._id}
            message={message}
            mine={mine}
            seen={message === lastMine}
          />
        ))}
      </ol>
    </li>
  );
}

/**
 * The conversation, by day, oldest first, each person's consecutive messages grouped under one
 * name and time; older messages load above.
 */
export function MessageList({
  messages,
  viewerId,
  username,
  typing,
  intro,
  ...older
}: MessageListProps) {
  const { scrollerRef, contentRef, onScroll, newBelow, jumpToNewest } = useConversationScroll(
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
        <div ref={contentRef}>
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
          {older.hasOlder ? null : intro}
          {messages.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">
              No messages yet. Say hello to {username}!
            </p>
          ) : null}
          {byDayAndSender(messages).map((day) => (
            <section key={day.key} aria-label={day.label} className="flex flex-col gap-3 pb-3">
              <h3 className="flex items-center gap-3 text-xs font-medium text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                {day.label}
              </h3>
              <ol className="flex flex-col gap-3">
                {day.groups.map((group) => (
                  <Group
                    key={group.key}
                    group={group}
                    viewerId={viewerId}
                    username={username}
                    lastMine={lastMine}
                  />
                ))}
              </ol>
            </section>
          ))}
        </div>
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
