import { Link } from 'react-router';
import { CodeXml, Lock, MessageSquareText, Star } from 'lucide-react';
import type { ProblemSummary } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { AddToListMenu } from './add-to-list-menu.tsx';
import { formatAverageRating } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useProblemSpoilers } from '@/lib/spoiler-safe.ts';
import { MarkControl } from './mark-control.tsx';
import { HiddenTags, ProblemDifficulty } from './spoiler-values.tsx';
import { TagLink } from './tag-link.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';

/** Tags shown in a row; the rest are counted ("+2"), and listed on the card and problem page. */
const rowTagCount = 3;

/**
 * Columns of the compact list from `sm` up: problem, platform, difficulty (Upsolve's and the
 * site's own) and three counts.
 */
export const problemRowColumns =
  'sm:grid sm:grid-cols-[minmax(0,1fr)_7.5rem_9rem_3.5rem_3.5rem_3.5rem] sm:items-center sm:gap-3';

/** The compact list's column titles (the values carry their own names for screen readers). */
export function ProblemRowHeader() {
  return (
    <div
      aria-hidden
      className={`hidden px-3 pb-1.5 text-xs font-medium text-muted-foreground ${problemRowColumns}`}
    >
      <span>Problem</span>
      <span>Platform</span>
      <span>Difficulty</span>
      <span className="text-right">Solutions</span>
      <span className="text-right">Reviews</span>
      <span className="text-right">Rating</span>
    </div>
  );
}

function Count({
  icon: Icon,
  value,
  label,
}: {
  icon: typeof CodeXml;
  value: string;
  label: string;
}) {
  return (
    <span className="inline-flex items-center gap-1 tabular-nums sm:justify-end">
      <Icon aria-hidden className="size-3.5 sm:hidden" />
      {value}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/**
 * One problem as a single row (the compact list, like a judge's problem set): the title opens it,
 * each tag opens its filter; platform, difficulty and counts line up in columns on wider screens.
 */
export function ProblemRow({ problem }: { problem: ProblemSummary }) {
  const spoilers = useProblemSpoilers(problem);
  return (
    <div
      className={`group relative flex flex-col gap-1 px-3 py-1.5 text-sm transition-colors hover:bg-muted/60 ${problemRowColumns}`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 sm:flex-nowrap">
        <MarkControl problem={problem} size="row" />
        {problem.choice === 'private' ? (
          <Lock aria-label="Private" className="size-3.5 shrink-0 text-muted-foreground" />
        ) : null}
        <Link
          to={paths.problem(problem._id)}
          dir={userTextProps.dir}
          className="user-text min-w-0 flex-1 truncate font-medium text-foreground group-hover:text-brand-soft-foreground after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring sm:max-w-[65%] sm:flex-none sm:shrink-0"
        >
          {problem.title}
        </Link>
        {spoilers.hidden ? (
          <HiddenTags spoilers={spoilers} className="basis-full sm:basis-auto sm:shrink-0" />
        ) : null}
        {!spoilers.hidden && problem.tags.length > 0 ? (
          <ul
            className="flex min-w-0 basis-full flex-wrap gap-1 sm:basis-auto sm:flex-1 sm:flex-nowrap sm:overflow-hidden sm:[mask-image:linear-gradient(to_right,#000_calc(100%-1.25rem),transparent)]"
            aria-label="Tags"
          >
            {problem.tags.slice(0, rowTagCount).map((tag) => (
              <li key={tag} className="shrink-0">
                <TagLink tag={tag} className="relative z-10 px-1.5 py-0 text-[0.6875rem]" />
              </li>
            ))}
            {problem.tags.length > rowTagCount ? (
              <li className="shrink-0 text-[0.6875rem] text-muted-foreground">
                +{problem.tags.length - rowTagCount}
                <span className="sr-only"> more tags</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <AddToListMenu problemId={problem._id} compact className="relative z-10 h-7 sm:ml-auto" />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:contents">
        <span className="min-w-0 sm:truncate">
          <Badge tone="brand" dir="auto" className="user-text max-w-full sm:truncate">
            {problem.platform.name}
          </Badge>
        </span>
        <span className="inline-flex flex-wrap items-center gap-1">
          <ProblemDifficulty
            rating={problem.platform.rating}
            siteDifficulty={problem.siteDifficulty}
            spoilers={spoilers}
          />
        </span>
        <Count icon={CodeXml} value={String(problem.solutionsCount)} label="solutions" />
        <Count icon={MessageSquareText} value={String(problem.reviewsCount)} label="reviews" />
        <Count
          icon={Star}
          value={formatAverageRating(problem.averageRating)}
          label="average rating"
        />
      </div>
    </div>
  );
}
