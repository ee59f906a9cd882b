import type { SolutionDetail, SolutionInput } from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { addSolution, deleteSolution, updateSolution } from './solutions.ts';
import { solutionKeys } from './keys.ts';

/*
 * A solution changes counts shown across the app (the problem's solutions count, top users,
 * lists), so after a write every cached answer is marked stale; what is on screen refetches.
 */

export function useAddSolution(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SolutionInput) => addSolution(problemId, input),
    onSuccess: ({ solution }) => {
      // Nobody reviews their own work, so the author has not reviewed a solution they just posted.
      queryClient.setQueryData<SolutionDetail>(solutionKeys.detail(problemId, solution._id), {
        ...solution,
        viewerHasReviewed: false,
      });
      return queryClient.invalidateQueries();
    },
  });
}

export function useUpdateSolution(problemId: string, solutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SolutionInput) => updateSolution(problemId, solutionId, input),
    onSuccess: ({ solution }) => {
      queryClient.setQueryData<SolutionDetail>(
        solutionKeys.detail(problemId, solutionId),
        (previous) => ({ ...solution, viewerHasReviewed: previous?.viewerHasReviewed ?? false }),
      );
      return queryClient.invalidateQueries();
    },
  });
}

/** Deletes the solution, then goes to the problem's solutions list (SPEC.md §7). */
export function useDeleteSolution(problemId: string, solutionId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteSolution(problemId, solutionId),
    onSuccess: async () => {
      // Leave the page before forgetting it, so it does not refetch a solution that is gone.
      await navigate(`/problem/${problemId}/solutions`);
      queryClient.removeQueries({ queryKey: solutionKeys.detail(problemId, solutionId) });
      await queryClient.invalidateQueries();
    },
  });
}
