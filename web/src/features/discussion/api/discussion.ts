import type {
  discussionMutationResponseSchema,
  DiscussionResponse,
  ThreadItem,
  ThreadSort,
} from '@upsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ThreadHandlers } from '@/components/thread/thread-types.ts';
import { api } from '@/lib/api.ts';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { problemKeys } from '@/lib/queries/problem.ts';
import { updateThreadItem, type ThreadPages } from '@/lib/thread-cache.ts';
import { discussionKeys, mergePost } from '../lib/discussion-cache.ts';

type DiscussionMutationResponse = z.infer<typeof discussionMutationResponseSchema>;

async function fetchDiscussionPage(
  problemId: string,
  sort: ThreadSort,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<ThreadItem>> {
  const { body, page } = await fetchPage<DiscussionResponse>(
    apiPaths.discussion(problemId),
    cursor,
    signal,
    { sort },
  );
  return { items: body.posts, ...page };
}

/** GET /problem/{id}/discussion?sort=: top-level posts, each with its replies. */
export const discussionQueryOptions = (problemId: string, sort: ThreadSort) =>
  pagedQueryOptions(discussionKeys.thread(problemId, sort), (cursor, signal) =>
    fetchDiscussionPage(problemId, sort, cursor, signal),
  );

export function useDiscussion(problemId: string, sort: ThreadSort) {
  return useLoadMore(discussionQueryOptions(problemId, sort));
}

/**
 * The calls that change a discussion, each merging its answer into the thread on screen as the
 * room's events do (the same post arriving from both is shown once), and the problem's post count
 * refreshed after an add or delete.
 */
export function useDiscussionHandlers(problemId: string): ThreadHandlers {
  const queryClient = useQueryClient();
  const refreshCount = () =>
    void queryClient.invalidateQueries({ queryKey: problemKeys.detail(problemId) });
  return {
    kind: 'post',
    noun: 'post',
    add: async (input) => {
      const { post } = await api.post<DiscussionMutationResponse>(
        apiPaths.discussion(problemId),
        input,
      );
      mergePost(queryClient, problemId, 'new', post);
      refreshCount();
    },
    edit: async (id, content) => {
      const { post } = await api.put<DiscussionMutationResponse>(
        apiPaths.discussionPost(problemId, id),
        { content },
      );
      mergePost(queryClient, problemId, 'updated', post);
    },
    remove: async (id) => {
      await api.delete<{ message: string }>(apiPaths.discussionPost(problemId, id));
      // A post with replies stays as "[deleted]": the thread is read again to show which.
      await queryClient.invalidateQueries({ queryKey: discussionKeys.problem(problemId) });
      refreshCount();
    },
    voted: (id, result) =>
      queryClient.setQueriesData<ThreadPages>(
        { queryKey: discussionKeys.problem(problemId) },
        (data) => (data ? updateThreadItem(data, id, (item) => ({ ...item, ...result })) : data),
      ),
  };
}
