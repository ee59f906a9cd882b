import type {
  LinkInputParsed,
  LinkMutationResponse,
  LinkOrderResponse,
  LinksResponse,
  SavedLink,
} from '@upsolve/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';

/** Cache keys of the viewer's saved links. */
export const linkKeys = { all: ['links'] as const };

/** GET /implinks: the viewer's links in their order (`{links}`, as the seed's client reads it). */
export const linksQueryOptions = () =>
  queryOptions({
    queryKey: linkKeys.all,
    queryFn: ({ signal }) => api.get<LinksResponse>(apiPaths.links, { signal }),
    select: (answer) => answer.links,
  });

export function useLinks() {
  return useQuery(linksQueryOptions());
}

/** POST /implinks {name, link}: the new link goes at the end of the list. */
export function useAddLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkInputParsed) => api.post<LinkMutationResponse>(apiPaths.links, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKeys.all }),
  });
}

/** Changes the cached list at once, as a successful call leaves it. */
function useSetLinks() {
  const queryClient = useQueryClient();
  return (change: (links: SavedLink[]) => SavedLink[]) =>
    queryClient.setQueryData<LinksResponse>(linkKeys.all, (answer) =>
      answer ? { links: change(answer.links) } : answer,
    );
}

/** PATCH /implinks/{id} {name}: the list shows the new name once the server took it. */
export function useRenameLink(linkId: string) {
  const setLinks = useSetLinks();
  return useMutation({
    mutationFn: (name: string) => api.patch<LinkMutationResponse>(apiPaths.link(linkId), { name }),
    onSuccess: ({ link }) =>
      setLinks((links) => links.map((each) => (each._id === link._id ? link : each))),
  });
}

/** DELETE /implinks/{id}: the link leaves the list once deleted. */
export function useDeleteLink(linkId: string) {
  const setLinks = useSetLinks();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(apiPaths.link(linkId)),
    onSuccess: () => setLinks((links) => links.filter((each) => each._id !== linkId)),
  });
}

/**
 * PUT /implinks/order {ids}: the list takes the new order at once; if the server refuses, it goes
 * back to the order it had and the server's list is read again.
 */
export function useReorderLinks() {
  const queryClient = useQueryClient();
  const setLinks = useSetLinks();
  return useMutation({
    mutationFn: (links: SavedLink[]) =>
      api.put<LinkOrderResponse>(apiPaths.linksOrder, { ids: links.map((link) => link._id) }),
    onMutate: async (links) => {
      await queryClient.cancelQueries({ queryKey: linkKeys.all });
      const before = queryClient.getQueryData<LinksResponse>(linkKeys.all);
      setLinks(() => links);
      return { before };
    },
    onError: (_error, _links, context) => {
      if (context?.before) queryClient.setQueryData(linkKeys.all, context.before);
      return queryClient.invalidateQueries({ queryKey: linkKeys.all });
    },
    onSuccess: (answer) => setLinks(() => answer.links),
  });
}
