import type {
  ListDetail,
  ListMutationResponse,
  ListResponse,
  ListsResponse,
} from '@upsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * Lists to work through, shared by the lists screens, the profile (a user's public lists) and the
 * "Add to list" menu on problem cards, rows and pages.
 */
export const listKeys = {
  all: ['lists'] as const,
  /** The viewer's own lists. */
  mine: ['lists', 'mine'] as const,
  /** The viewer's own lists, each saying whether it holds one problem (under `mine`). */
  mineHolding: (problemId: string) => ['lists', 'mine', problemId] as const,
  /** One list with its problems. */
  detail: (listId: string) => ['lists', 'detail', listId] as const,
  /** A user's public lists. */
  ofUser: (userId: string) => ['lists', 'user', userId] as const,
};

/**
 * GET /lists: the viewer's lists, most recently changed first; given `holdingProblemId`, each with
 * `hasProblem` (the "Add to list" menu's checks, one call for all the lists).
 */
export const myListsQueryOptions = (holdingProblemId?: string) =>
  queryOptions({
    queryKey:
      holdingProblemId === undefined ? listKeys.mine : listKeys.mineHolding(holdingProblemId),
    queryFn: ({ signal }) =>
      api.get<ListsResponse>(
        holdingProblemId === undefined
          ? apiPaths.lists
          : `${apiPaths.lists}?${new URLSearchParams({ problemId: holdingProblemId }).toString()}`,
        { signal },
      ),
    select: (answer) => answer.lists,
  });

/** GET /lists/{id}: the list with the problems the viewer may read, in order. */
export function fetchList(listId: string, signal?: AbortSignal): Promise<ListResponse> {
  return api.get<ListResponse>(apiPaths.list(listId), { signal });
}

export const listQueryOptions = (listId: string) =>
  queryOptions({
    queryKey: listKeys.detail(listId),
    queryFn: ({ signal }) => fetchList(listId, signal),
    select: (answer) => answer.list,
  });

/** The list as cached (or read afresh when stale): what a change of its problems starts from. */
export function currentList(queryClient: QueryClient, listId: string): Promise<ListResponse> {
  return queryClient.fetchQuery({
    queryKey: listKeys.detail(listId),
    queryFn: ({ signal }) => fetchList(listId, signal),
  });
}

/** GET /users/{id}/lists: that user's public lists. */
export const userListsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: listKeys.ofUser(userId),
    queryFn: ({ signal }) => api.get<ListsResponse>(apiPaths.userLists(userId), { signal }),
    select: (answer) => answer.lists,
  });

/** PUT /lists/{id}/problems: the list's problems, all of them, in this order. */
export function saveListProblems(listId: string, problemIds: string[]) {
  return api.put<ListMutationResponse>(apiPaths.listProblems(listId), { problemIds });
}

/** After a list changed: its detail as the server answered it, and every summary read again. */
export async function listChanged(queryClient: QueryClient, list: ListDetail): Promise<void> {
  queryClient.setQueryData<ListResponse>(listKeys.detail(list._id), { list });
  await queryClient.invalidateQueries({
    queryKey: listKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== list._id,
  });
}
