import { CircleCheck, ExternalLink, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { moderationMessages, type Report } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { errorText } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { formatShortDate } from '@/lib/format.ts';
import { useModerate } from '../api/reports.ts';
import { RemoveDialog } from './remove-dialog.tsx';

const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
const nameOf = (user: { username: string } | null) => (user ? `@${user.username}` : '[deleted]');

/**
 * One open report: what was reported (kind, where, by whom, its start), who reported it and why;
 * remove (with a reason) or restore the item, or dismiss the report.
 */
export function ReportCard({ report }: { report: Report }) {
  const moderate = useModerate();
  const { item } = report;
  const done = (message: string) => toast.success(message);
  const failed = (error: unknown) => toast.error(errorText(error));
  return (
    <article
      aria-label={`Report of a ${item.kind} by ${nameOf(item.author)}`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="brand">{item.kind}</Badge>
        {item.removed ? <Badge tone="danger">Removed</Badge> : null}
        <span className="min-w-0 font-semibold">
          {isAppPath(item.url) ? (
            <Link to={item.url} className="inline-flex items-center gap-1 hover:underline">
              <span dir={userTextProps.dir} className={userTextProps.className}>
                {item.title}
              </span>
              <ExternalLink aria-hidden className="size-3.5" />
            </Link>
          ) : (
            item.title
          )}
        </span>
        <span className="text-muted-foreground">by {nameOf(item.author)}</span>
      </div>
      <blockquote
        dir={userTextProps.dir}
        className={cn(
          userTextProps.className,
          'border-l-2 border-border pl-3 text-sm whitespace-pre-wrap text-foreground/90',
        )}
      >
        {item.excerpt}
      </blockquote>
      <p className="text-sm">
        <span className="font-medium">Reason: </span>
        <span dir={userTextProps.dir} className={userTextProps.className}>
          {report.reason}
        </span>
        <span className="text-muted-foreground">
          {' '}
          — reported by {nameOf(report.reporter)} on{' '}
          <time dateTime={report.createdAt}>{formatShortDate(report.createdAt)}</time>
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {item.removed ? (
          <Button
            variant="outline"
            size="sm"
            icon={<CircleCheck aria-hidden />}
            disabled={moderate.isPending}
            onClick={() =>
              moderate.mutate(
                { action: 'restore', kind: item.kind, id: item._id },
                { onSuccess: () => done(moderationMessages.restored), onError: failed },
              )
            }
          >
            Restore
          </Button>
        ) : (
          <RemoveDialog
            noun={item.kind}
            defaultReason={report.reason}
            onRemove={async (reason) => {
              await moderate.mutateAsync({
                action: 'remove',
                kind: item.kind,
                id: item._id,
                reason,
              });
              done(moderationMessages.removed);
            }}
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          icon={<X aria-hidden />}
          disabled={moderate.isPending}
          onClick={() =>
            moderate.mutate(
              { action: 'dismiss', reportId: report._id },
              { onSuccess: () => done(moderationMessages.dismissed), onError: failed },
            )
          }
        >
          Dismiss
        </Button>
      </div>
    </article>
  );
}
