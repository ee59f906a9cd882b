import { limits, problemSorts, type ProblemSort } from '@upsolve/contract';

/** The dashboard's search, filters and sort; kept in the URL so reload and back restore them. */
export interface DashboardFilters {
  q: string;
  platform: string;
  minRating: number | null;
  maxRating: number | null;
  sort: ProblemSort;
}

export const defaultSort: ProblemSort = 'newest';

function ratingParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const rating = Number(value);
  if (!Number.isInteger(rating)) return null;
  if (rating < limits.problemRatingMin || rating > limits.problemRatingMax) return null;
  return rating;
}

function isSort(value: string | null): value is ProblemSort {
  return problemSorts.some((sort) => sort === value);
}

/** Reads the filters from a URL query, ignoring values the server would refuse. */
export function filtersFromSearchParams(params: URLSearchParams): DashboardFilters {
  const sort = params.get('sort');
  const minRating = ratingParam(params.get('minRating'));
  const maxRating = ratingParam(params.get('maxRating'));
  // An impossible range (edited by hand) keeps its lower bound rather than failing the search.
  const rangeValid = minRating === null || maxRating === null || minRating <= maxRating;
  return {
    q: params.get('q')?.trim() ?? '',
    platform: params.get('platform')?.trim() ?? '',
    minRating,
    maxRating: rangeValid ? maxRating : null,
    sort: isSort(sort) ? sort : defaultSort,
  };
}

/** The URL query for the filters; defaults are left out so a plain dashboard URL stays plain. */
export function searchParamsFromFilters(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.platform !== '') params.set('platform', filters.platform);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.maxRating !== null) params.set('maxRating', String(filters.maxRating));
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  return params;
}

export function hasActiveFilters(filters: DashboardFilters): boolean {
  return (
    filters.q !== '' ||
    filters.platform !== '' ||
    filters.minRating !== null ||
    filters.maxRating !== null
  );
}
