import { useState } from 'react';
import type { ThreadSort } from '@upsolve/contract';
import { ThreadComposer } from '@/components/thread/thread-composer.tsx';
import { ThreadSortControl, ThreadView } from '@/components/thread/thread-view.tsx';
import { useViewer } from '@/lib/viewer.ts';
import { useDiscussion, useDiscussionHandlers } from '../api/discussion.ts';

/** The discussion's box for a new post, its sort and its posts with their replies. */
export function DiscussionThread({ problemId }: { problemId: string }) {
  const [sort, setSort] = useState<ThreadSort>('new');
  const viewer = useViewer();
  const posts = useDiscussion(problemId, sort);
  const handlers = useDiscussionHandlers(problemId);
  return (
    <div className="flex flex-col gap-6">
      <ThreadComposer
        label="Add a post"
        submitLabel="Post"
        busyLabel="Posting..."
        placeholder="Ask about the problem, share an idea (hide it in a :::spoiler block), or @mention someone"
        onSubmit={(content) => handlers.add({ content })}
      />
      <section aria-labelledby="posts-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="posts-heading" className="text-lg font-semibold">
            Posts
          </h2>
          <ThreadSortControl value={sort} onChange={setSort} noun="post" />
        </div>
        <ThreadView
          status={posts.status}
          error={posts.error}
          items={posts.data?.items ?? []}
          list={posts}
          onRetry={() => void posts.refetch()}
          viewer={viewer}
          handlers={handlers}
          emptyTitle="No posts yet. Start the discussion!"
        />
      </section>
    </div>
  );
}
