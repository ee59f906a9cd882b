import { FileQuestion, ListTodo } from 'lucide-react';
import { useParams } from 'react-router';
import { canEditList, listTexts } from '@upsolve/contract';
import { LoadFailed } from '@/components/load-failed.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText, isNotFound } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useList, useSaveListOrder } from '../api/lists.ts';
import { ListHeader } from '../components/list-header.tsx';
import { ListProblems } from '../components/list-problems.tsx';

/**
 * `/lists/:listId`: a list and its problems in order with the viewer's progress. Its owner edits,
 * deletes, reorders and removes; anyone else reads a public or unlisted list; a private list of
 * someone else's is "not found", as an id never used.
 */
function ListDetails() {
  const { listId = '' } = useParams();
  const list = useList(listId);
  const save = useSaveListOrder(listId);
  const viewer = useViewer();
  useDocumentTitle(list.data?.name ?? listTexts.title);

  if (list.isError) {
    if (isNotFound(list.error)) {
      return (
        <EmptyState
          icon={FileQuestion}
          title={listTexts.notFound}
          action={<ButtonLink to={paths.lists}>{listTexts.backToLists}</ButtonLink>}
        />
      );
    }
    return (
      <LoadFailed
        title={listTexts.loadFailed}
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading the list" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-2/3 rounded-lg" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  const owner = canEditList(viewer, { ownerId: list.data.owner._id });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <ListHeader list={list.data} owner={owner} />
      {list.data.problems.length === 0 ? (
        <EmptyState icon={ListTodo} headingLevel={2} title={listTexts.noProblems} />
      ) : (
        <ListProblems
          problems={list.data.problems}
          busy={save.isPending}
          onChange={
            owner
              ? (problems) =>
                  save.mutate(problems, {
                    onError: (error) => toast.error(`${listTexts.saveFailed}: ${errorText(error)}`),
                  })
              : null
          }
        />
      )}
    </div>
  );
}

export { ListDetails as Component };
