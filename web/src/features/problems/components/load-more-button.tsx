import { Button } from '@/components/ui/button.tsx';

interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a keyset-paged list; absent once the last page is shown. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      busy={list.isFetchingNextPage}
      busyLabel="Loading more..."
      onClick={() => void list.fetchNextPage()}
    >
      Load more
    </Button>
  );
}
