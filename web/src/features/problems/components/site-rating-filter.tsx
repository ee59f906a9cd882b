import { useEffect, useId, useMemo, useState } from 'react';
import { siteRatingMax, siteRatingMin } from '@upsolve/contract';
import { Input } from '@/components/ui/input.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { checkSiteRange, type DashboardFilters } from '../lib/dashboard-filters.ts';

function boundText(value: number | null): string {
  return value === null ? '' : String(value);
}

export interface SiteRatingFilterProps {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters, options?: { replace: boolean }) => void;
  /** How long typing pauses before the range is applied (the search's pause). */
  debounceMs: number;
}

/**
 * The site's own rating range (Codeforces rating, AtCoder difficulty): two numbers checked with
 * the dashboard's query schema; a valid range goes to the URL once typing pauses, a bad one is
 * named under the fields once typing pauses and leaves the list as it was.
 */
export function SiteRatingFilter({ filters, onChange, debounceMs }: SiteRatingFilterProps) {
  const id = useId();
  const [min, setMin] = useState(boundText(filters.minSiteRating));
  const [max, setMax] = useState(boundText(filters.maxSiteRating));
  // Back/forward or "Clear filters" change the URL: show its bounds again.
  const [shown, setShown] = useState([filters.minSiteRating, filters.maxSiteRating]);
  if (shown[0] !== filters.minSiteRating || shown[1] !== filters.maxSiteRating) {
    setShown([filters.minSiteRating, filters.maxSiteRating]);
    setMin(boundText(filters.minSiteRating));
    setMax(boundText(filters.maxSiteRating));
  }

  const check = useMemo(() => checkSiteRange(min, max), [min, max]);
  useEffect(() => {
    if (!check.ok) return;
    const { minSiteRating, maxSiteRating } = check;
    if (minSiteRating === filters.minSiteRating && maxSiteRating === filters.maxSiteRating) return;
    const replace =
      (filters.minSiteRating !== null || filters.maxSiteRating !== null) &&
      (minSiteRating !== null || maxSiteRating !== null);
    const timer = window.setTimeout(
      () => onChange({ ...filters, minSiteRating, maxSiteRating }, { replace }),
      debounceMs,
    );
    return () => window.clearTimeout(timer);
  }, [check, filters, onChange, debounceMs]);

  // A half-typed number is not an error yet: the message waits for the same pause.
  const settled = useDebouncedValue(`${min}\n${max}`, debounceMs) === `${min}\n${max}`;
  const error = !check.ok && settled ? check : null;
  const errorId = `${id}-error`;
  const boundProps = (bound: 'minSiteRating' | 'maxSiteRating') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: siteRatingMin,
    max: siteRatingMax,
    step: 100,
    'aria-invalid': error?.field === bound ? true : undefined,
    'aria-describedby': error ? errorId : `${id}-hint`,
  });

  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className="flex flex-wrap items-center gap-x-2 gap-y-1"
      >
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          Site rating
        </span>
        <span className="w-24 sm:w-28">
          <Input
            {...boundProps('minSiteRating')}
            aria-label="Minimum site rating"
            placeholder="Min"
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
        </span>
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
        <span className="w-24 sm:w-28">
          <Input
            {...boundProps('maxSiteRating')}
            aria-label="Maximum site rating"
            placeholder="Max"
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </span>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          Codeforces rating or AtCoder difficulty
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-soft-foreground">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
