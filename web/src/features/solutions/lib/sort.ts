import { solutionSorts, type SolutionSort } from '@upsolve/contract';

export const solutionSortLabels: Record<SolutionSort, string> = {
  newest: 'Newest first',
  rated: 'Best rated',
};

/** The sort named in the address (?sort=rated), newest when missing or unknown. */
export function solutionSortOf(value: string | null): SolutionSort {
  return solutionSorts.find((sort) => sort === value) ?? 'newest';
}
