import { Link } from 'react-router';
import { Lock, MessageSquareText, Star, CodeXml } from 'lucide-react';
import type { ProblemSummary } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { AddToListMenu } from './add-to-list-menu.tsx';
import { formatAverageRating, formatShortDate, plural } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useProblemSpoilers } from '@/lib/spoiler-safe.ts';
import { MarkControl } from './mark-control.tsx';
import { HiddenTags, ProblemDifficulty, RevealButton } from './spoiler-values.tsx';
import { TagLink } from './tag-link.tsx';
import { UserLink } from './user-link.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { cn } from '@/lib/cn.ts';

/** One problem in a list (any screen that lists problems): the whole card opens it. */
export function ProblemCard({ problem }: { problem: ProblemSummary }) {
  const spoilers = useProblemSpoilers(problem);
  return (
    <article className="group relative flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-brand/40 sm:p-5">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3
          dir={userTextProps.dir}
          className={cn('min-w-0 text-base font-semibold text-foreground', userTextProps.className)}
        >
          {/* The link's box covers the card, so a click anywhere opens the problem. */}
          <Link
            to={paths.problem(problem._id)}
            className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-soft-foreground focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {problem.title}
          </Link>
        </h3>
        <div className="flex max-w-full flex-wrap items-center gap-1.5 sm:shrink-0">
          {problem.choice === 'private' ? (
            <Badge tone="neutral">
              <Lock aria-hidden />
              Private
            </Badge>
          ) : null}
          <Badge tone="brand" {...userTextProps}>
            {problem.platform.name}
          </Badge>
          <ProblemDifficulty
            rating={problem.platform.rating}
            siteDifficulty={problem.siteDifficulty}
            spoilers={spoilers}
          />
          <RevealButton spoilers={spoilers} className="relative z-10" />
          <AddToListMenu problemId={problem._id} compact className="relative z-10" />
        </div>
      </div>

      {spoilers.hidden ? <HiddenTags spoilers={spoilers} /> : null}
      {!spoilers.hidden && problem.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {problem.tags.map((tag) => (
            <li key={tag}>
              {/* Above the title link's overlay, so a tag opens its filter, not the problem. */}
              <TagLink tag={tag} className="relative z-10" />
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>
          by <UserLink user={problem.user} /> ·{' '}
          <time dateTime={problem.createdAt}>{formatShortDate(problem.createdAt)}</time>
        </span>
        <span className="inline-flex items-center gap-1">
          <CodeXml aria-hidden className="size-3.5" />
          {plural(problem.solutionsCount, 'solution')}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquareText aria-hidden className="size-3.5" />
          {plural(problem.reviewsCount, 'review')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden className="size-3.5" />
          <span className="sr-only">Average rating </span>
          {formatAverageRating(problem.averageRating)}
        </span>
        <MarkControl problem={problem} className="ml-auto" />
      </div>
    </article>
  );
}
