import { AtSign, MessageSquareReply, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { blogTexts, notificationTexts, type Notification } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { cn } from '@/lib/cn.ts';
import { formatShortDate } from '@/lib/format.ts';

const icons = { reply: MessageSquareReply, comment: MessagesSquare, mention: AtSign } as const;

/** Only the app's own pages are opened from a notification. */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

export interface NotificationItemProps {
  notification: Notification;
  /** Marks this one read (opening it does too). */
  onRead: () => void;
  busy: boolean;
}

/** "@petr replied to you" on a thread's title, when; unread ones stand out and say so. */
export function NotificationItem({ notification, onRead, busy }: NotificationItemProps) {
  const Icon = icons[notification.kind];
  const unread = notification.readAt === null;
  const actor = notification.actor ? `@${notification.actor.username}` : blogTexts.deletedAuthor;
  const what = `${actor} ${notificationTexts[notification.kind]}`;
  const { url, title } = notification.target;
  const text = (
    <>
      <span className="font-semibold">{what}</span>
      <span className="text-muted-foreground"> in </span>
      <span dir={userTextProps.dir} className={cn(userTextProps.className, 'font-medium')}>
        {title}
      </span>
    </>
  );
  return (
    <article
      aria-label={`${what}${unread ? ' (unread)' : ''}`}
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4',
        unread ? 'border-brand/40 bg-brand-soft/40' : 'border-border bg-surface',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        {isAppPath(url) ? (
          <Link to={url} onClick={unread ? onRead : undefined} className="hover:underline">
            {text}
          </Link>
        ) : (
          <p>{text}</p>
        )}
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {formatShortDate(notification.createdAt)}
        </time>
      </div>
      {unread ? (
        <Button variant="ghost" size="sm" onClick={onRead} disabled={busy}>
          Mark as read
        </Button>
      ) : null}
    </article>
  );
}
