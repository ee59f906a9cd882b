import { FileQuestion } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ApiError, errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useAddSolution } from '../api/mutations.ts';
import { useProblemOf } from '../api/problem.ts';
import { SolutionForm } from '../components/solution-form.tsx';
import { emptySolutionInput } from '../lib/solution-form-values.ts';
import { useProblemId } from '../lib/route-params.ts';

/**
 * The problem could not be read. A 404 is an unknown problem or another user's private one (the
 * server does not say which): a form whose every submit would fail is no use, so say so instead.
 */
function ProblemUnavailable({
  error,
  retrying,
  onRetry,
}: {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState
      icon={FileQuestion}
      title={notFound ? 'Problem Not Found' : 'The problem could not be loaded'}
      description={
        notFound
          ? 'It may have been deleted, or it is private to the person who shared it.'
          : errorText(error)
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {notFound ? null : (
            <Button variant="outline" busy={retrying} onClick={onRetry}>
              Try again
            </Button>
          )}
          <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
        </div>
      }
    />
  );
}

/** `/problem/:problemId/addsolution`: post a solution; success opens it. */
function AddSolution() {
  const problemId = useProblemId();
  const navigate = useNavigate();
  const problemQuery = useProblemOf(problemId);
  const problem = problemQuery.data;
  const addSolution = useAddSolution(problemId);
  const notFound = problemQuery.error instanceof ApiError && problemQuery.error.status === 404;
  useDocumentTitle(
    problem ? `Add Solution — ${problem.title}` : notFound ? 'Problem Not Found' : 'Add Solution',
  );

  // While the problem loads the form is already usable; only a failed load replaces it.
  if (problemQuery.isError) {
    return (
      <div className="mx-auto w-full max-w-4xl">
        <PageHeader title="Add Solution" />
        <ProblemUnavailable
          error={problemQuery.error}
          retrying={problemQuery.isRefetching}
          onRetry={() => void problemQuery.refetch()}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        back={{ to: paths.problem(problemId), label: 'Back to Problem' }}
        title="Add Solution"
        description={
          problem ? (
            <>
              Share how you solved{' '}
              <span className="font-medium text-foreground">{problem.title}</span>.
            </>
          ) : (
            'Share how you solved this problem.'
          )
        }
      />
      <Card>
        <CardContent>
          <SolutionForm
            defaultValues={emptySolutionInput()}
            submitLabel="Submit Solution"
            busyLabel="Submitting Solution..."
            onSubmit={async (input) => {
              const { message, solution } = await addSolution.mutateAsync(input);
              toast.success(message);
              await navigate(paths.solution(problemId, solution._id));
            }}
            secondaryAction={
              <ButtonLink to={paths.solutions(problemId)} variant="outline">
                Cancel
              </ButtonLink>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}

export { AddSolution as Component };
