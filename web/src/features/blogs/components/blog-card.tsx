import { Link } from 'react-router';
import { MessageSquareText, ThumbsUp } from 'lucide-react';
import type { BlogSummary } from '@upsolve/contract';
import { RemovalNote } from '@/components/removal-note.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { cn } from '@/lib/cn.ts';
import { formatShortDate, plural } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { cardText } from '../lib/excerpt.ts';

/**
 * One blog in the list: the title (two lines at most), what it is about, the start of its content
 * (three lines at most), its author and date ("Mar 4, 2026"), score and comments. The whole card
 * opens the blog.
 */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  const text = cardText(blog.content);
  return (
    <article
      aria-label={blog.title}
      className="group relative flex h-full min-w-0 flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-brand/40 sm:p-5"
    >
      <h3
        dir={userTextProps.dir}
        className={cn(
          'line-clamp-2 text-base font-semibold text-foreground',
          userTextProps.className,
        )}
      >
        <Link
          to={paths.blog(blog._id)}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-soft-foreground focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {blog.title}
        </Link>
      </h3>
      {blog.about !== '' ? (
        <p
          dir={userTextProps.dir}
          className={cn(
            'line-clamp-1 text-sm font-medium text-muted-foreground',
            userTextProps.className,
          )}
        >
          {blog.about}
        </p>
      ) : null}
      {/* Hidden from this viewer, the title itself reads "[removed]". */}
      {blog.removed?.reason != null ? <RemovalNote removed={blog.removed} /> : null}
      {text !== '' ? (
        <p
          data-testid="blog-card-content"
          dir={userTextProps.dir}
          className={cn('line-clamp-3 text-sm text-foreground/90', userTextProps.className)}
        >
          {text}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-muted-foreground">
        <span className="min-w-0">
          by{' '}
          {blog.authorId !== null ? (
            <UserLink user={{ _id: blog.authorId, username: blog.author }} />
          ) : (
            blog.author
          )}{' '}
          · <time dateTime={blog.createdAt}>{formatShortDate(blog.createdAt)}</time>
        </span>
        <span className="inline-flex items-center gap-1">
          <ThumbsUp aria-hidden className="size-3.5" />
          <span className="sr-only">Score </span>
          {blog.score}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquareText aria-hidden className="size-3.5" />
          {plural(blog.commentCount, 'comment')}
        </span>
      </div>
    </article>
  );
}
