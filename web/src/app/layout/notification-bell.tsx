import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { useUnreadNotificationCount } from '@/lib/queries/notifications.ts';

/** "9+" past nine, so the badge keeps its size. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The header's bell: opens /notifications, with the unread count on it (kept live by the
 * notifications feature's socket listener).
 */
export function NotificationBell() {
  const unread = useUnreadNotificationCount();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to={paths.notifications}
      aria-label={label}
      title="Notifications"
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      <Bell aria-hidden className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="notification-count"
          className={cn(
            'absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-semibold text-danger-foreground',
          )}
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
