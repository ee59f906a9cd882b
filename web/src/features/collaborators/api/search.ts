import type { UserSearchResult } from '@upsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { userKeys } from '@/lib/queries/user.ts';

/** What the collaborator search asks: a term and the two filters. */
export interface SearchRequest {
  query: string;
  skill: string;
  collaboratorsOnly: boolean;
}

function searchParams(request: SearchRequest): Record<string, string> {
  const params: Record<string, string> = {};
  if (request.query !== '') params.query = request.query;
  if (request.skill !== '') params.skill = request.skill;
  if (request.collaboratorsOnly) params.collaborator = 'true';
  return params;
}

/** GET /searchuser: one page of matching users, collaborators first. */
export async function fetchSearchPage(
  request: SearchRequest,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<UserSearchResult>> {
  const { body, page } = await fetchPage<UserSearchResult[]>(
    apiPaths.searchUser,
    cursor,
    signal,
    searchParams(request),
  );
  return { items: body, ...page };
}

export const searchQueryOptions = (request: SearchRequest) =>
  pagedQueryOptions([...userKeys.search, request], (cursor, signal) =>
    fetchSearchPage(request, cursor, signal),
  );

/**
 * Runs a search and keeps its first page in the cache: the screen waits for it before it shows
 * the results (and clears the box), and alerts when it fails.
 */
export function useRunSearch() {
  const queryClient = useQueryClient();
  return (request: SearchRequest) => queryClient.fetchInfiniteQuery(searchQueryOptions(request));
}

/** The results of a search that has run. */
export function useUserSearch(request: SearchRequest) {
  return useLoadMore(searchQueryOptions(request));
}
