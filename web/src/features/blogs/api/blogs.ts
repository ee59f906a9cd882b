import type {
  BlogDetail,
  BlogInputParsed,
  BlogSort,
  BlogSummary,
  BlogUpdate,
  blogMutationResponseSchema,
  blogResponseSchema,
  VoteResponse,
} from '@upsolve/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { pagedQueryOptions, useLoadMore, type PagesData } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';

type BlogResponse = z.infer<typeof blogResponseSchema>;
type BlogMutationResponse = z.infer<typeof blogMutationResponseSchema>;

/** Cache keys of blogs; everything starts with 'blogs', so a write refreshes every list at once. */
export const blogKeys = {
  all: ['blogs'] as const,
  lists: ['blogs', 'list'] as const,
  list: (q: string, sort: BlogSort) => ['blogs', 'list', { q, sort }] as const,
  detail: (blogId: string) => ['blogs', 'detail', blogId] as const,
  comments: (blogId: string) => ['blogs', 'comments', blogId] as const,
};

/** GET /blogs?q=&sort=: one keyset page, the array as the seed's client reads it. */
async function fetchBlogsPage(
  q: string,
  sort: BlogSort,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<BlogSummary>> {
  const params: Record<string, string> = { sort };
  if (q !== '') params.q = q;
  const { body, page } = await fetchPage<BlogSummary[]>(apiPaths.blogs, cursor, signal, params);
  return { items: body, ...page };
}

export const blogsQueryOptions = (q: string, sort: BlogSort) =>
  pagedQueryOptions(blogKeys.list(q, sort), (cursor, signal) =>
    fetchBlogsPage(q, sort, cursor, signal),
  );

/** The blog list for a search and a sort; the last list stays on screen while the next loads. */
export function useBlogs(q: string, sort: BlogSort) {
  return useLoadMore(blogsQueryOptions(q, sort), { keepPrevious: true });
}

/** GET /blogs/{id}: the whole blog. */
export const blogQueryOptions = (blogId: string) =>
  queryOptions({
    queryKey: blogKeys.detail(blogId),
    queryFn: ({ signal }) => api.get<BlogResponse>(apiPaths.blog(blogId), { signal }),
    select: (answer) => answer.blog,
  });

export function useBlog(blogId: string) {
  return useQuery(blogQueryOptions(blogId));
}

const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: blogKeys.lists });

/** POST /blogs/addblog {title, about, content}. */
export function useAddBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogInputParsed) => api.post<BlogMutationResponse>(apiPaths.addBlog, input),
    onSuccess: () => refreshLists(queryClient),
  });
}

/** PUT /blogs/{id}: the author's changes; the blog's page shows them at once. */
export function useUpdateBlog(blogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogUpdate) => api.put<BlogMutationResponse>(apiPaths.blog(blogId), input),
    onSuccess: ({ blog }) => {
      queryClient.setQueryData<BlogResponse>(blogKeys.detail(blogId), { blog });
      return refreshLists(queryClient);
    },
  });
}

/** DELETE /blogs/{id}, by its author. */
export function useDeleteBlog(blogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(apiPaths.blog(blogId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: blogKeys.detail(blogId) });
      return refreshLists(queryClient);
    },
  });
}

/** A vote on the blog: its page and the cards that show it take the new score at once. */
export function useBlogVoted(blogId: string) {
  const queryClient = useQueryClient();
  return (result: VoteResponse) => {
    queryClient.setQueryData<BlogResponse>(blogKeys.detail(blogId), (answer) =>
      answer ? { blog: { ...answer.blog, ...result } } : answer,
    );
    queryClient.setQueriesData<PagesData<Page<BlogSummary>>>(
      { queryKey: blogKeys.lists },
      (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((blog) =>
                  blog._id === blogId ? { ...blog, ...result } : blog,
                ),
              })),
            }
          : data,
    );
  };
}

export type { BlogDetail };
