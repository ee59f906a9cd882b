import {
  dashboardQuerySchema,
  limits,
  problemSorts,
  type MarkFilter,
  type ProblemSort,
} from '@upsolve/contract';

/** The marks the dashboard filters by (the API takes more: these are the ones worth a button). */
export const dashboardMarkFilters = [
  'todo',
  'unsolved',
  'solved',
] as const satisfies readonly MarkFilter[];
export type DashboardMarkFilter = (typeof dashboardMarkFilters)[number];

/** The dashboard's search, filters and sort; kept in the URL so reload and back restore them. */
export interface DashboardFilters {
  q: string;
  platform: string;
  /** One tag, set by following a tag link on a card or a problem page. */
  tag: string;
  minRating: number | null;
  maxRating: number | null;
  /** The site's own rating (Codeforces rating, AtCoder difficulty), e.g. 1200 to 1600. */
  minSiteRating: number | null;
  maxSiteRating: number | null;
  sort: ProblemSort;
  /** By the viewer's own marks; null for every problem. */
  mark: DashboardMarkFilter | null;
}

export type SiteRatingBound = 'minSiteRating' | 'maxSiteRating';

export const defaultSort: ProblemSort = 'newest';

function ratingParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const rating = Number(value);
  if (!Number.isInteger(rating)) return null;
  if (rating < limits.problemRatingMin || rating > limits.problemRatingMax) return null;
  return rating;
}

/** A tag as the server accepts it (trimmed, at most limits.tag characters), else none. */
function tagParam(value: string | null): string {
  const tag = value?.trim() ?? '';
  return tag.length <= limits.tag ? tag : '';
}

/** A site-rating bound as the contract reads it, else none. */
function siteRatingParam(bound: SiteRatingBound, value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = dashboardQuerySchema.shape[bound].safeParse(value.trim());
  return parsed.success ? (parsed.data ?? null) : null;
}

/** What the site-rating fields hold: a valid range, or the contract's message for the first bad bound. */
export type SiteRangeCheck =
  | { ok: true; minSiteRating: number | null; maxSiteRating: number | null }
  | { ok: false; field: SiteRatingBound; message: string };

/**
 * Checks the typed site-rating bounds with the dashboard's query schema: each a whole number in
 * range, the minimum not above the maximum ("Minimum site rating cannot be above maximum site
 * rating").
 */
export function checkSiteRange(min: string, max: string): SiteRangeCheck {
  const parsed = dashboardQuerySchema.safeParse({
    minSiteRating: min.trim() === '' ? undefined : min.trim(),
    maxSiteRating: max.trim() === '' ? undefined : max.trim(),
  });
  if (parsed.success) {
    return {
      ok: true,
      minSiteRating: parsed.data.minSiteRating ?? null,
      maxSiteRating: parsed.data.maxSiteRating ?? null,
    };
  }
  const issue = parsed.error.issues.find(
    (candidate) => candidate.path[0] === 'minSiteRating' || candidate.path[0] === 'maxSiteRating',
  );
  const field = issue?.path[0] === 'maxSiteRating' ? 'maxSiteRating' : 'minSiteRating';
  return { ok: false, field, message: issue?.message ?? 'Site ratings are not valid' };
}

function markParam(value: string | null): DashboardMarkFilter | null {
  return dashboardMarkFilters.find((mark) => mark === value) ?? null;
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
  const minSiteRating = siteRatingParam('minSiteRating', params.get('minSiteRating'));
  const maxSiteRating = siteRatingParam('maxSiteRating', params.get('maxSiteRating'));
  const siteRangeValid =
    minSiteRating === null || maxSiteRating === null || minSiteRating <= maxSiteRating;
  return {
    q: params.get('q')?.trim() ?? '',
    platform: params.get('platform')?.trim() ?? '',
    tag: tagParam(params.get('tag')),
    minRating,
    maxRating: rangeValid ? maxRating : null,
    minSiteRating,
    maxSiteRating: siteRangeValid ? maxSiteRating : null,
    sort: isSort(sort) ? sort : defaultSort,
    mark: markParam(params.get('mark')),
  };
}

/** The URL query for the filters; defaults are left out so a plain dashboard URL stays plain. */
export function searchParamsFromFilters(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.platform !== '') params.set('platform', filters.platform);
  if (filters.tag !== '') params.set('tag', filters.tag);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.maxRating !== null) params.set('maxRating', String(filters.maxRating));
  if (filters.minSiteRating !== null) params.set('minSiteRating', String(filters.minSiteRating));
  if (filters.maxSiteRating !== null) params.set('maxSiteRating', String(filters.maxSiteRating));
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.mark !== null) params.set('mark', filters.mark);
  return params;
}

export function hasActiveFilters(filters: DashboardFilters): boolean {
  return (
    filters.q !== '' ||
    filters.platform !== '' ||
    filters.tag !== '' ||
    filters.minRating !== null ||
    filters.maxRating !== null ||
    filters.minSiteRating !== null ||
    filters.maxSiteRating !== null ||
    filters.mark !== null
  );
}

/** Any filter but the mark: what decides whether an empty mark filter says "try other words". */
export function hasOtherThanMark(filters: DashboardFilters): boolean {
  return hasActiveFilters({ ...filters, mark: null });
}

/** Every filter off, the sort kept: what "Clear filters" leaves. */
export function clearedFilters(sort: ProblemSort): DashboardFilters {
  return {
    q: '',
    platform: '',
    tag: '',
    minRating: null,
    maxRating: null,
    minSiteRating: null,
    maxSiteRating: null,
    sort,
    mark: null,
  };
}
