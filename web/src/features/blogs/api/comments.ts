import type {
  blogCommentMutationResponseSchema,
  blogCommentsResponseSchema,
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
import { insertThreadItem, updateThreadItem, type ThreadPages } from '@/lib/thread-cache.ts';
import { blogKeys } from './blogs.ts';

type CommentsResponse = z.infer<typeof blogCommentsResponseSchema>;
type CommentMutationResponse = z.infer<typeof blogCommentMutationResponseSchema>;

const commentsKey = (blogId: string, sort: ThreadSort) =>
  [...blogKeys.comments(blogId), sort] as const;

async function fetchCommentsPage(
  blogId: string,
  sort: ThreadSort,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<ThreadItem>> {
  const { body, page } = await fetchPage<CommentsResponse>(
    apiPaths.blogComments(blogId),
    cursor,
    signal,
    { sort },
  );
  return { items: body.comments, ...page };
}

/** GET /blogs/{id}/comments?sort=: top-level comments, each with its replies. */
export const commentsQueryOptions = (blogId: string, sort: ThreadSort) =>
  pagedQueryOptions(commentsKey(blogId, sort), (cursor, signal) =>
    fetchCommentsPage(blogId, sort, cursor, signal),
  );

export function useComments(blogId: string, sort: ThreadSort) {
  return useLoadMore(commentsQueryOptions(blogId, sort));
}

/**
 * The calls that change a blog's comments, each writing its answer into the thread on screen (both
 * sorts), and the blog's comment count refreshed after an add or delete.
 */
export function useCommentHandlers(blogId: string, sort: ThreadSort): ThreadHandlers {
  const queryClient = useQueryClient();
  const change = (update: (data: ThreadPages) => ThreadPages) =>
    queryClient.setQueriesData<ThreadPages>({ queryKey: blogKeys.comments(blogId) }, (data) =>
      data ? update(data) : data,
    );
  const refreshBlog = () =>
    void queryClient.invalidateQueries({ queryKey: blogKeys.detail(blogId) });
  return {
    kind: 'comment',
    noun: 'comment',
    add: async (input) => {
      const { comment } = await api.post<CommentMutationResponse>(
        apiPaths.blogComments(blogId),
        input,
      );
      change((data) => insertThreadItem(data, comment, sort === 'new' ? 'start' : 'end'));
      refreshBlog();
    },
    edit: async (id, content) => {
      const { comment } = await api.put<CommentMutationResponse>(apiPaths.blogComment(blogId, id), {
        content,
      });
      change((data) => updateThreadItem(data, id, (item) => ({ ...comment, myVote: item.myVote })));
    },
    remove: async (id) => {
      await api.delete<{ message: string }>(apiPaths.blogComment(blogId, id));
      // A comment with replies stays as "[deleted]": the thread is read again to show which.
      await queryClient.invalidateQueries({ queryKey: blogKeys.comments(blogId) });
      refreshBlog();
    },
    voted: (id, result) =>
      change((data) => updateThreadItem(data, id, (item) => ({ ...item, ...result }))),
  };
}
