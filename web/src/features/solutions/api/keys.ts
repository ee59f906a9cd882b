import type { SolutionSort } from '../lib/sort.ts';

/** Every cached answer of this feature starts with 'solutions' and the problem's id. */
export const solutionKeys = {
  all: ['solutions'] as const,
  problem: (problemId: string) => ['solutions', problemId] as const,
  list: (problemId: string, sort: SolutionSort) => ['solutions', problemId, 'list', sort] as const,
  detail: (problemId: string, solutionId: string) =>
    ['solutions', problemId, 'detail', solutionId] as const,
  problemInfo: (problemId: string) => ['solutions', problemId, 'problem-info'] as const,
};
