import { useQuery } from '@tanstack/react-query';
import { problemQueryOptions } from '@/lib/queries/problem.ts';

/**
 * The problem these screens belong to (its title heads them), read from the problem's one cache
 * entry: a problem page seen a moment ago needs no second request.
 */
export function useProblemOf(problemId: string) {
  return useQuery({ ...problemQueryOptions(problemId), select: (response) => response.problem });
}
