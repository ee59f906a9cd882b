import { Link } from 'react-router';
import type { ListSummary } from '@upsolve/contract';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { ListProgress } from './list-progress.tsx';
import { ListVisibilityBadge } from './list-visibility-badge.tsx';

/**
 * Lists as cards, each opening its list: the viewer's own (/lists) and a user's public ones (their
 * profile). Progress is always the viewer's, whoever made the list.
 */
export function ListSummaries({ lists, label }: { lists: ListSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {lists.map((list) => (
        <li
          key={list._id}
          className="group relative flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-brand/40"
        >
          <div className="flex min-w-0 items-start justify-between gap-3">
            <h3
              dir={userTextProps.dir}
              className={cn('min-w-0 text-base font-semibold', userTextProps.className)}
            >
              {/* The link's box covers the card, so a click anywhere opens the list. */}
              <Link
                to={paths.list(list._id)}
                className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-soft-foreground focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
              >
                {list.name}
              </Link>
            </h3>
            <ListVisibilityBadge visibility={list.visibility} />
          </div>
          {list.description === '' ? null : (
            <p
              dir={userTextProps.dir}
              className={cn('line-clamp-2 text-sm text-muted-foreground', userTextProps.className)}
            >
              {list.description}
            </p>
          )}
          <ListProgress solved={list.solvedCount} total={list.problemCount} className="mt-auto" />
        </li>
      ))}
    </ul>
  );
}
