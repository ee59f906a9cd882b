import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The part of a TanStack infinite query the button needs. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreButtonProps {
  list: PagedList;
  children?: ReactNode;
  busyLabel?: string;
}

/** The button under a keyset-paged list that fetches the next page; absent on the last page. */
export function LoadMoreButton({
  list,
  children = 'Load more',
  busyLabel = 'Loading more...',
}: LoadMoreButtonProps) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      busy={list.isFetchingNextPage}
      busyLabel={busyLabel}
      onClick={() => void list.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
