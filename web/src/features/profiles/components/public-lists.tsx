import { useQuery } from '@tanstack/react-query';
import { listTexts } from '@upsolve/contract';
import { ListSummaries } from '@/components/list-summaries.tsx';
import { LoadFailed } from '@/components/load-failed.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { userListsQueryOptions } from '@/lib/queries/lists.ts';

/** The user's public lists, with the viewer's own progress on each (the author's own is theirs). */
export function PublicLists({ userId }: { userId: string }) {
  const lists = useQuery(userListsQueryOptions(userId));

  const body = () => {
    if (lists.isError) {
      return (
        <LoadFailed
          title={listTexts.listsLoadFailed}
          error={lists.error}
          retrying={lists.isFetching}
          onRetry={() => void lists.refetch()}
        />
      );
    }
    if (lists.isPending) return <Skeleton className="h-32 rounded-xl" />;
    if (lists.data.length === 0) {
      return <p className="text-sm text-muted-foreground">{listTexts.noPublicLists}</p>;
    }
    return <ListSummaries lists={lists.data} label={listTexts.publicLists} />;
  };

  return (
    <section aria-labelledby="public-lists" className="flex flex-col gap-3">
      <h2 id="public-lists" className="text-lg font-semibold">
        {listTexts.publicLists}
      </h2>
      {body()}
    </section>
  );
}
