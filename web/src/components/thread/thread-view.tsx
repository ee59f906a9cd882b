import { useEffect } from 'react';
import { CalendarDays, MessagesSquare, ThumbsUp } from 'lucide-react';
import { useLocation } from 'react-router';
import type { ThreadItem, ThreadSort, Viewer } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadMoreButton, type PagedList } from '@/components/ui/load-more-button.tsx';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/api.ts';
import { threadAnchor, ThreadItemView } from './thread-item.tsx';
import type { ThreadHandlers } from './thread-types.ts';

const sortOptions: SegmentedOption<ThreadSort>[] = [
  { value: 'new', label: 'Newest', icon: CalendarDays },
  { value: 'top', label: 'Top', icon: ThumbsUp },
];

/** The sort toggle above a thread: newest or top first. */
export function ThreadSortControl({
  value,
  onChange,
  noun,
}: {
  value: ThreadSort;
  onChange: (sort: ThreadSort) => void;
  noun: string;
}) {
  return (
    <SegmentedControl
      label={`Sort ${noun}s`}
      options={sortOptions}
      value={value}
      onChange={onChange}
    />
  );
}

export interface ThreadViewProps {
  /** The thread's query: loading, failed, or its items so far. */
  status: 'pending' | 'error' | 'success';
  error: unknown;
  items: ThreadItem[];
  list: PagedList;
  onRetry: () => void;
  viewer: Viewer;
  handlers: ThreadHandlers;
  /** The empty state's words: "No comments yet". */
  emptyTitle: string;
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-5">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** A thread's top-level items, each with its replies, and the button for older ones. */
export function ThreadView({
  status,
  error,
  items,
  list,
  onRetry,
  viewer,
  handlers,
  emptyTitle,
}: ThreadViewProps) {
  const { hash } = useLocation();
  const prefix = `#${threadAnchor(handlers.kind, '')}`;
  const targetId = hash.startsWith(prefix) ? decodeURIComponent(hash.slice(prefix.length)) : null;
  const shown = status === 'success' && items.length > 0;

  // A notification's link (`#comment-{id}`) opens the thread at its item once it is on screen.
  useEffect(() => {
    if (!shown || targetId === null) return;
    const target = document.getElementById(threadAnchor(handlers.kind, targetId));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [shown, targetId, handlers.kind]);

  if (status === 'pending') return <ThreadSkeleton />;
  if (status === 'error') {
    return (
      <Banner tone="error" title={`Could not load the ${handlers.noun}s`}>
        <p>{errorText(error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Banner>
    );
  }
  if (items.length === 0) {
    return <EmptyState icon={MessagesSquare} title={emptyTitle} headingLevel={3} />;
  }
  return (
    <div className="flex flex-col gap-5">
      <ul
        aria-label={`${handlers.noun.charAt(0).toUpperCase()}${handlers.noun.slice(1)}s`}
        className="flex flex-col gap-6"
      >
        {items.map((item) => (
          <li key={item._id} className="border-b border-border pb-5 last:border-b-0">
            <ThreadItemView item={item} viewer={viewer} handlers={handlers} targetId={targetId} />
          </li>
        ))}
      </ul>
      <LoadMoreButton list={list} busyLabel="Loading...">
        Show more {handlers.noun}s
      </LoadMoreButton>
    </div>
  );
}
