import { useId } from 'react';
import type { ChatUser } from '@upsolve/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { CountBadge, countDescription } from '@/components/ui/count-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { formatPreviewTime } from '../lib/format.ts';
import { PresenceDot } from './presence-dot.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';

export interface UserListItemProps {
  user: ChatUser;
  online: boolean;
  selected: boolean;
  viewerId: string;
}

/**
 * One person in the list: opens the conversation (and puts it in the address). The link is named
 * by the username alone; the newest message and the unread count describe it.
 */
export function UserListItem({ user, online, selected, viewerId }: UserListItemProps) {
  const preview = user.lastMessage;
  const id = useId();
  const described = [`${id}-preview`, countDescription(user.unreadCount, `${id}-unread`)];
  return (
    <li>
      <Link
        to={paths.messagesWith(user._id)}
        aria-current={selected ? 'page' : undefined}
        aria-label={user.username}
        aria-describedby={described.filter(Boolean).join(' ')}
        className={cn(
          'flex items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-muted',
          selected && 'bg-brand-soft hover:bg-brand-soft',
        )}
      >
        <span className="relative">
          <Avatar name={user.username} />
          <PresenceDot online={online} />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn(
                'truncate text-sm font-medium',
                selected ? 'text-brand-soft-foreground' : 'text-foreground',
              )}
            >
              {user.username}
            </span>
            {preview ? (
              <time
                dateTime={preview.createdAt}
                className="shrink-0 text-xs text-muted-foreground tabular-nums"
              >
                {formatPreviewTime(preview.createdAt)}
              </time>
            ) : null}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span
              id={`${id}-preview`}
              dir={userTextProps.dir}
              className={cn(
                userTextProps.className,
                'truncate text-xs',
                user.unreadCount > 0 ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {preview
                ? `${preview.sender === viewerId ? 'You: ' : ''}${preview.content}`
                : 'No messages yet'}
            </span>
            <CountBadge count={user.unreadCount} label="unread" id={`${id}-unread`} />
          </span>
        </span>
      </Link>
    </li>
  );
}
