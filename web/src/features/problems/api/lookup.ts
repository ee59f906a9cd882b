import type { ProblemLookupResponse } from '@upsolve/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';

/** GET /problems/lookup?url=: the site's title, tags and difficulty, and who shared it already. */
export function fetchProblemLookup(
  url: string,
  signal?: AbortSignal,
): Promise<ProblemLookupResponse> {
  const query = new URLSearchParams({ url }).toString();
  return api.get<ProblemLookupResponse>(`${apiPaths.problemLookup}?${query}`, { signal });
}

/**
 * The lookup of one link, or none (`null`). A link the user changed is no longer observed, so its
 * call in flight is cancelled (the fetch takes the query's signal). Never retried: the server has
 * waited for the site already, and 4xx answers do not change. Always asked again, so "Already
 * shared" counts a problem shared a moment ago.
 */
export function useProblemLookup(url: string | null) {
  return useQuery({
    queryKey: ['problems', 'lookup', url] as const,
    queryFn: url === null ? skipToken : ({ signal }) => fetchProblemLookup(url, signal),
    retry: false,
    staleTime: 0,
  });
}
