import { ListTodo } from 'lucide-react';
import { listTexts } from '@upsolve/contract';
import { ListSummaries } from '@/components/list-summaries.tsx';
import { LoadFailed } from '@/components/load-failed.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useCreateList, useMyLists } from '../api/lists.ts';
import { ListForm } from '../components/list-form.tsx';

/** `/lists`: the viewer's lists with their progress, and a form to make a new one. */
function MyLists() {
  const lists = useMyLists();
  const create = useCreateList();
  useDocumentTitle(listTexts.title);

  const yours = () => {
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
    if (lists.isPending) {
      return (
        <div role="status" aria-label="Loading your lists" className="grid gap-3 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-32 rounded-xl" />
          ))}
        </div>
      );
    }
    if (lists.data.length === 0) {
      return <EmptyState icon={ListTodo} headingLevel={2} title={listTexts.empty} />;
    }
    return <ListSummaries lists={lists.data} label={listTexts.title} />;
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col">
      <PageHeader title={listTexts.title} description={listTexts.intro} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-label={listTexts.title}>{yours()}</section>
        <Card>
          <CardHeader>
            <CardTitle>{listTexts.newListHeading}</CardTitle>
          </CardHeader>
          <CardContent>
            <ListForm
              submitLabel={listTexts.create}
              busyLabel={listTexts.creating}
              failedTitle={listTexts.createFailed}
              onSubmit={async (input) => {
                const answer = await create.mutateAsync(input);
                toast.success(answer.message);
              }}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export { MyLists as Component };
