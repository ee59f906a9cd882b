import { LoadFailed } from '@/components/load-failed.tsx';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { canModerate } from '@upsolve/contract';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { totalText } from '@/lib/paging.ts';
import { paths } from '@/lib/paths.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useReports } from '../api/reports.ts';
import { ReportCard } from '../components/report-card.tsx';

/** `/moderation`: the open reports, for moderators only (others are told so; nothing is fetched). */
function Moderation() {
  const viewer = useViewer();
  const moderator = canModerate(viewer);
  const reports = useReports(moderator);
  useDocumentTitle('Moderation');

  if (!moderator) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="Moderators only"
        description="This page is for the site's moderators."
        action={<ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>}
      />
    );
  }

  const list = () => {
    if (reports.isError) {
      return (
        <LoadFailed
          title="Could not load the reports"
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      );
    }
    if (reports.isPending) {
      return (
        <div role="status" aria-label="Loading reports" className="flex flex-col gap-3">
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-40 rounded-xl" />
          ))}
        </div>
      );
    }
    if (reports.data.items.length === 0) {
      return <EmptyState icon={ShieldCheck} title="No open reports" description="All clear." />;
    }
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {totalText(reports.data.total, 'open report')}
        </p>
        <ul className="flex flex-col gap-4" aria-label="Open reports">
          {reports.data.items.map((report) => (
            <li key={report._id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
        <LoadMoreButton list={reports} busyLabel="Loading...">
          Show more reports
        </LoadMoreButton>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
        title="Moderation"
        description="Reported blogs, comments and posts, oldest first."
      />
      {list()}
    </div>
  );
}

export { Moderation as Component };
