import { LoadFailed } from '@/components/load-failed.tsx';
import { Bell, Check } from 'lucide-react';
import { toast } from 'sonner';
import { notificationTexts } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useUnreadNotificationCount } from '@/lib/queries/notifications.ts';
import { useMarkRead, useNotifications } from '../api/notifications.ts';
import { NotificationItem } from '../components/notification-item.tsx';

/** `/notifications`: replies, comments and mentions, newest first; mark one or all read. */
function Notifications() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = useUnreadNotificationCount();
  useDocumentTitle('Notifications');

  const markAll = () =>
    markRead.mutate(
      {},
      {
        onSuccess: () => toast.success(notificationTexts.markedRead),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  const list = () => {
    if (notifications.isError) {
      return (
        <LoadFailed
          title="Could not load your notifications"
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
        />
      );
    }
    if (notifications.isPending) {
      return (
        <div role="status" aria-label="Loading notifications" className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 rounded-xl" />
          ))}
        </div>
      );
    }
    if (notifications.data.items.length === 0) {
      return <EmptyState icon={Bell} title={notificationTexts.empty} />;
    }
    return (
      <div className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3" aria-label="Notifications">
          {notifications.data.items.map((notification) => (
            <li key={notification._id}>
              <NotificationItem
                notification={notification}
                busy={markRead.isPending}
                onRead={() => markRead.mutate({ ids: [notification._id] })}
              />
            </li>
          ))}
        </ul>
        <LoadMoreButton list={notifications} busyLabel="Loading...">
          Show older notifications
        </LoadMoreButton>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
        actions={
          unread > 0 ? (
            <Button
              variant="outline"
              icon={<Check aria-hidden />}
              busy={markRead.isPending}
              busyLabel="Marking..."
              onClick={markAll}
            >
              Mark all as read
            </Button>
          ) : null
        }
      />
      {list()}
    </div>
  );
}

export { Notifications as Component };
