import type { SolutionDetail, SolutionInput } from '@upsolve/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { problemKeys } from '@/lib/queries/problem.ts';
import { reviewKeys } from '@/lib/queries/review.ts';
import { solutionKeys } from '@/lib/queries/solution.ts';
import { userKeys } from '@/lib/queries/user.ts';
import { addSolution, deleteSolution, updateSolution } from './solutions.ts';

/**
 * A solution added or deleted changes the problem's solution count (its page and its card in
 * every list), the leaderboard and the problem's solution lists: those refetch, nothing else.
 */
function refreshSolutionCounts(queryClient: QueryClient, problemId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: problemKeys.detail(problemId) }),
    queryClient.invalidateQueries({ queryKey: problemKeys.lists }),
    queryClient.invalidateQueries({ queryKey: userKeys.top }),
    queryClient.invalidateQueries({ queryKey: solutionKeys.lists(problemId) }),
  ]);
}

export function useAddSolution(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SolutionInput) => addSolution(problemId, input),
    onSuccess: ({ solution }) => {
      // A new solution has no reviews, and nobody reviews their own work.
      queryClient.setQueryData<SolutionDetail>(solutionKeys.detail(problemId, solution._id), {
        ...solution,
        reviews: [],
        viewerHasReviewed: false,
      });
      return refreshSolutionCounts(queryClient, problemId);
    },
  });
}

/** An edit changes what the solution's card shows, not any count. */
export function useUpdateSolution(problemId: string, solutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SolutionInput) => updateSolution(problemId, solutionId, input),
    onSuccess: ({ solution }) => {
      queryClient.setQueryData<SolutionDetail>(
        solutionKeys.detail(problemId, solutionId),
        // An edit changes no review: the ids and the viewer's fact already held stay.
        (previous) => ({
          ...solution,
          reviews: previous?.reviews ?? [],
          viewerHasReviewed: previous?.viewerHasReviewed ?? false,
        }),
      );
      return queryClient.invalidateQueries({ queryKey: solutionKeys.lists(problemId) });
    },
  });
}

/** Deletes the solution (its reviews go with it), then goes to the problem's solutions list. */
export function useDeleteSolution(problemId: string, solutionId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteSolution(problemId, solutionId),
    onSuccess: async () => {
      // Leave the page before forgetting it, so it does not refetch a solution that is gone; its
      // history entry is replaced, so Back does not open it again as "Solution Not Found".
      await navigate(paths.solutions(problemId), { replace: true });
      queryClient.removeQueries({ queryKey: solutionKeys.detail(problemId, solutionId) });
      queryClient.removeQueries({ queryKey: reviewKeys.solutionList(problemId, solutionId) });
      await refreshSolutionCounts(queryClient, problemId);
    },
  });
}
