import type { QueryClient } from '@tanstack/react-query';
import type { ThreadReply } from '@upsolve/contract';
import {
  insertThreadItem,
  removeThreadItem,
  threadHas,
  updateThreadItem,
  type ThreadPages,
} from '@/lib/thread-cache.ts';
import { discussionKeys } from './discussion-keys.ts';

export { discussionKeys };

function eachThread(
  queryClient: QueryClient,
  problemId: string,
  change: (data: ThreadPages, sort: unknown) => ThreadPages,
): void {
  for (const [queryKey, data] of queryClient.getQueriesData<ThreadPages>({
    queryKey: discussionKeys.problem(problemId),
  })) {
    if (data === undefined) continue;
    queryClient.setQueryData<ThreadPages>(queryKey, change(data, queryKey[2]));
  }
}

/**
 * A post as the room (or the viewer's own call) tells of it, merged into the threads on screen:
 * a new one added once (newest first; last under "top", having no votes yet), an edit replacing
 * the text while the viewer's own vote stays (the room sends every post with `myVote` 0).
 */
export function mergePost(
  queryClient: QueryClient,
  problemId: string,
  change: 'new' | 'updated',
  post: ThreadReply,
): void {
  eachThread(queryClient, problemId, (data, sort) => {
    if (change === 'new') return insertThreadItem(data, post, sort === 'top' ? 'end' : 'start');
    // An edit of a post on a page not loaded: nothing on screen to change.
    if (!threadHas(data, post._id)) return data;
    return updateThreadItem(data, post._id, (item) => ({ ...post, myVote: item.myVote }));
  });
}

/** A post deleted for good: it leaves the threads on screen. */
export function dropPost(queryClient: QueryClient, problemId: string, postId: string): void {
  eachThread(queryClient, problemId, (data) => removeThreadItem(data, postId));
}
