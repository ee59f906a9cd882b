import { useParams } from 'react-router';
import { ContentUnavailable } from '@/components/content-unavailable.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { UserText } from '@/components/ui/user-text.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useProblem } from '@/lib/queries/problem.ts';
import { DiscussionThread } from '../components/discussion-thread.tsx';
import { useDiscussionWatch } from '../lib/discussion-watch.ts';

/**
 * `/problem/:problemId/discussion`: the problem's posts, live for everyone viewing them (the
 * session guard sends a visitor to /signin first).
 */
function Discussion() {
  const { problemId = '' } = useParams();
  const problem = useProblem(problemId);
  const live = useDiscussionWatch(problemId);
  const title = problem.data?.problem.title;
  useDocumentTitle(title ? `Discussion — ${title}` : 'Discussion');

  if (problem.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <PageHeader title="Discussion" />
        <ContentUnavailable
          error={problem.error}
          retrying={problem.isRefetching}
          onRetry={() => void problem.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        back={{ to: paths.problem(problemId), label: 'Back to Problem' }}
        title="Discussion"
        description={title ? <UserText>{title}</UserText> : undefined}
        actions={
          live ? (
            <Badge tone="success">
              <span aria-hidden className="size-2 rounded-full bg-current" />
              Live
            </Badge>
          ) : null
        }
      />
      <DiscussionThread problemId={problemId} />
    </div>
  );
}

export { Discussion as Component };
