import type {
  ListDetail,
  ListInputParsed,
  ListMutationResponse,
  ListUpdateParsed,
} from '@upsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import {
  listChanged,
  listKeys,
  listQueryOptions,
  myListsQueryOptions,
  saveListProblems,
} from '@/lib/queries/lists.ts';

export function useMyLists() {
  return useQuery(myListsQueryOptions());
}

export function useList(listId: string) {
  return useQuery(listQueryOptions(listId));
}

/** POST /lists: a new, empty list. */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListInputParsed) => api.post<ListMutationResponse>(apiPaths.lists, input),
    onSuccess: ({ list }) => listChanged(queryClient, list),
  });
}

/** PUT /lists/{id}: name, description or visibility. */
export function useUpdateList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListUpdateParsed) =>
      api.put<ListMutationResponse>(apiPaths.list(listId), input),
    onSuccess: ({ list }) => listChanged(queryClient, list),
  });
}

/** DELETE /lists/{id}. */
export function useDeleteList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(apiPaths.list(listId)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: listKeys.detail(listId) });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}

/**
 * PUT /lists/{id}/problems with the list's problems in a new order (or one fewer): the list shows
 * it at once; if the server refuses, it goes back and is read again.
 */
export function useSaveListOrder(listId: string) {
  const queryClient = useQueryClient();
  const key = listKeys.detail(listId);
  return useMutation({
    mutationFn: (problems: ListDetail['problems']) =>
      saveListProblems(
        listId,
        problems.map((problem) => problem._id),
      ),
    onMutate: async (problems) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<{ list: ListDetail }>(key);
      if (before) queryClient.setQueryData(key, { list: { ...before.list, problems } });
      return { before };
    },
    onError: (_error, _problems, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: ({ list }) => listChanged(queryClient, list),
  });
}
