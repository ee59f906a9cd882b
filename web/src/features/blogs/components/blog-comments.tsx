import { useState } from 'react';
import type { ThreadSort } from '@upsolve/contract';
import { ThreadComposer } from '@/components/thread/thread-composer.tsx';
import { ThreadSortControl, ThreadView } from '@/components/thread/thread-view.tsx';
import { plural } from '@/lib/format.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useCommentHandlers, useComments } from '../api/comments.ts';

/** A blog's comments: a box for a new one, the sort, and the thread with its replies. */
export function BlogComments({ blogId, commentCount }: { blogId: string; commentCount: number }) {
  const [sort, setSort] = useState<ThreadSort>('new');
  const viewer = useViewer();
  const comments = useComments(blogId, sort);
  const handlers = useCommentHandlers(blogId, sort);
  return (
    <section aria-labelledby="comments-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comments-heading" className="text-lg font-semibold">
          {plural(commentCount, 'Comment')}
        </h2>
        <ThreadSortControl value={sort} onChange={setSort} noun="comment" />
      </div>
      <ThreadComposer
        label="Add a comment"
        submitLabel="Comment"
        busyLabel="Posting..."
        placeholder="Say something nice, ask a question, or @mention someone"
        onSubmit={(content) => handlers.add({ content })}
      />
      <ThreadView
        status={comments.status}
        error={comments.error}
        items={comments.data?.items ?? []}
        list={comments}
        onRetry={() => void comments.refetch()}
        viewer={viewer}
        handlers={handlers}
        emptyTitle="No comments yet"
      />
    </section>
  );
}
