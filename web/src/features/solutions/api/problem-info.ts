import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { problemPath } from './solutions.ts';
import { solutionKeys } from './keys.ts';

/** The few problem fields these screens show: its title (headers, page titles) and owner. */
export interface ProblemInfo {
  _id: string;
  title: string;
  user: { _id: string; username: string };
}

/** GET /problem/{id}: read for the title shown above a solution or the add-solution form. */
export async function fetchProblemInfo(
  problemId: string,
  signal?: AbortSignal,
): Promise<ProblemInfo> {
  const { problem } = await api.get<{ problem: ProblemInfo }>(problemPath(problemId), { signal });
  return problem;
}

export const problemInfoQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: solutionKeys.problemInfo(problemId),
    queryFn: ({ signal }) => fetchProblemInfo(problemId, signal),
  });

export function useProblemInfo(problemId: string) {
  return useQuery(problemInfoQueryOptions(problemId));
}
