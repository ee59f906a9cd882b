import type { ItemKind, VoteResponse } from '@upsolve/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * PUT /votes/{kind}/{id}: +1, −1, or 0 to take one's vote back. Blogs, comments and posts carry
 * their score and the viewer's vote; the caller writes the answer into the cache that shows them.
 */
export function useVote(kind: ItemKind, id: string, onVoted: (result: VoteResponse) => void) {
  return useMutation({
    mutationFn: (value: -1 | 0 | 1) => api.put<VoteResponse>(apiPaths.vote(kind, id), { value }),
    onSuccess: onVoted,
  });
}
