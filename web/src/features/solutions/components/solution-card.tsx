import { Link } from 'react-router';
import type { Solution } from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { authorName, formatShortDate } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { UserLink } from '@/components/user-link.tsx';
import { languageLabel } from '../lib/format.ts';
import { RatingSummary } from './rating-summary.tsx';

/**
 * One solution in the list: author, language, the approach as Markdown with math clamped to three
 * lines and its rating. The whole card opens the solution.
 */
export function SolutionCard({ solution }: { solution: Solution }) {
  const author = authorName(solution.user);
  return (
    <article className="group relative flex w-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-brand/40 sm:p-5">
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <Avatar name={solution.user?.username} size="sm" />
          <div className="flex min-w-0 flex-col">
            <h3 className="truncate text-sm font-semibold text-foreground">
              {/* The link's box covers the card, so a click anywhere opens the solution. */}
              <Link
                to={paths.solution(solution.problem, solution._id)}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
              >
                <span className="sr-only">Solution by {author}</span>
              </Link>
              {/* The author opens their profile, above the card's link. */}
              {solution.user ? <UserLink user={solution.user} /> : <span>{author}</span>}
            </h3>
            <time dateTime={solution.createdAt} className="text-xs text-muted-foreground">
              {formatShortDate(solution.createdAt)}
            </time>
          </div>
        </div>
        <Badge tone="brand">{languageLabel(solution.language)}</Badge>
      </div>

      {/*
       * The preview variant shows links as text, so the card's own link is the only one. Clicks
       * pass through the preview to that link's overlay: KaTeX positions its spans, which would
       * otherwise sit above the overlay and swallow the click.
       */}
      <div
        data-testid="approach-preview"
        className="pointer-events-none line-clamp-3 text-sm leading-relaxed text-muted-foreground"
      >
        <MarkdownView source={solution.approach} variant="preview" />
      </div>

      <RatingSummary
        averageRating={solution.averageRating}
        reviewsCount={solution.reviewsCount}
        className="mt-auto text-xs"
      />
    </article>
  );
}
