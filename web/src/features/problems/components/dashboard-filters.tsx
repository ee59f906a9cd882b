import { useEffect, useState } from 'react';
import { CircleCheck, CircleDashed, LayoutList, ListTodo, Search, Tag, X } from 'lucide-react';
import { limits, type ProblemSort } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control.tsx';
import { Select } from '@/components/ui/select.tsx';
import { UserText } from '@/components/ui/user-text.tsx';
import {
  clearedFilters,
  hasActiveFilters,
  type DashboardFilters,
  type DashboardMarkFilter,
} from '../lib/dashboard-filters.ts';
import { SiteRatingFilter } from './site-rating-filter.tsx';

/** Typing pauses this long before the search runs, so every keystroke is not a request. */
export const searchDebounceMs = 300;

const platforms = ['Codeforces', 'AtCoder', 'LeetCode', 'CodeChef', 'CSES'];
const ratings = Array.from(
  { length: limits.problemRatingMax - limits.problemRatingMin + 1 },
  (_, index) => limits.problemRatingMin + index,
);
const sortLabels: Record<ProblemSort, string> = {
  newest: 'Newest',
  solved: 'Most solved',
  rated: 'Best rated',
};

/** The mark filter's choices; "All" is no filter. */
const markOptions: SegmentedOption<DashboardMarkFilter | 'all'>[] = [
  { value: 'all', label: 'All', icon: LayoutList },
  { value: 'todo', label: 'To do', icon: ListTodo },
  { value: 'unsolved', label: 'Unsolved', icon: CircleDashed },
  { value: 'solved', label: 'Solved', icon: CircleCheck },
];

export interface DashboardFiltersProps {
  filters: DashboardFilters;
  /** `replace` for typing (one history entry per search, not per keystroke). */
  onChange: (filters: DashboardFilters, options?: { replace: boolean }) => void;
}

function ratingValue(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** The tag filter a tag link set: shown with its own way to drop it. */
function TagFilter({ tag, onClear }: { tag: string; onClear: () => void }) {
  return (
    <span className="inline-flex h-8 max-w-full items-center gap-1 rounded-full border border-brand/30 bg-brand-soft pr-1 pl-3 text-sm text-brand-soft-foreground">
      <Tag aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">
        Tagged <UserText className="font-semibold">{tag}</UserText>
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={`Remove the tag filter ${tag}`}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand/15"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}

export function DashboardFiltersBar({ filters, onChange }: DashboardFiltersProps) {
  const [query, setQuery] = useState(filters.q);
  // Back/forward or a cleared filter change the URL: show its search text again.
  const [shownQuery, setShownQuery] = useState(filters.q);
  if (shownQuery !== filters.q) {
    setShownQuery(filters.q);
    setQuery(filters.q);
  }

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ ...filters, q: trimmed }, { replace: filters.q !== '' && trimmed !== '' }),
      searchDebounceMs,
    );
    return () => window.clearTimeout(timer);
  }, [query, filters, onChange]);

  const platformOptions =
    filters.platform !== '' && !platforms.includes(filters.platform)
      ? [...platforms, filters.platform]
      : platforms;

  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, q: query.trim() });
        }}
        className="relative"
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search problems"
          placeholder="Search titles, statements and tags..."
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-9"
        />
      </form>
      <SegmentedControl
        label="Show by my marks"
        options={markOptions}
        value={filters.mark ?? 'all'}
        onChange={(mark) => onChange({ ...filters, mark: mark === 'all' ? null : mark })}
        className="w-fit max-w-full flex-wrap"
      />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Select
          aria-label="Platform"
          value={filters.platform}
          onChange={(event) => onChange({ ...filters, platform: event.target.value })}
        >
          <option value="">All platforms</option>
          {platformOptions.map((platform) => (
            <option key={platform} value={platform}>
              {platform}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Sort by"
          value={filters.sort}
          onChange={(event) => {
            const sort = (Object.keys(sortLabels) as ProblemSort[]).find(
              (option) => option === event.target.value,
            );
            if (sort) onChange({ ...filters, sort });
          }}
        >
          {(Object.keys(sortLabels) as ProblemSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Minimum difficulty"
          value={filters.minRating ?? ''}
          onChange={(event) => onChange({ ...filters, minRating: ratingValue(event.target.value) })}
        >
          <option value="">Min difficulty</option>
          {ratings.map((rating) => (
            <option
              key={rating}
              value={rating}
              disabled={filters.maxRating !== null && rating > filters.maxRating}
            >
              From {rating}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Maximum difficulty"
          value={filters.maxRating ?? ''}
          onChange={(event) => onChange({ ...filters, maxRating: ratingValue(event.target.value) })}
        >
          <option value="">Max difficulty</option>
          {ratings.map((rating) => (
            <option
              key={rating}
              value={rating}
              disabled={filters.minRating !== null && rating < filters.minRating}
            >
              Up to {rating}
            </option>
          ))}
        </Select>
      </div>
      <SiteRatingFilter filters={filters} onChange={onChange} debounceMs={searchDebounceMs} />
      {hasActiveFilters(filters) ? (
        <div className="flex flex-wrap items-center gap-2">
          {filters.tag !== '' ? (
            <TagFilter tag={filters.tag} onClear={() => onChange({ ...filters, tag: '' })} />
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            icon={<X aria-hidden />}
            onClick={() => onChange(clearedFilters(filters.sort))}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
