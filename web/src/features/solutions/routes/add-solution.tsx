import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { isNotFound } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useAddSolution } from '../api/mutations.ts';
import { useProblemOf } from '../api/problem.ts';
import { SolutionForm } from '../components/solution-form.tsx';
import { emptySolutionInput } from '../lib/solution-form-values.ts';
import { useProblemId } from '../lib/route-params.ts';
import { ContentUnavailable } from '@/components/content-unavailable.tsx';
import { UserText } from '@/components/ui/user-text.tsx';

/** `/problem/:problemId/addsolution`: post a solution; success opens it. */
function AddSolution() {
  const problemId = useProblemId();
  const navigate = useNavigate();
  const problemQuery = useProblemOf(problemId);
  const problem = problemQuery.data;
  const addSolution = useAddSolution(problemId);
  const notFound = isNotFound(problemQuery.error);
  useDocumentTitle(
    problem ? `Add Solution — ${problem.title}` : notFound ? 'Problem Not Found' : 'Add Solution',
  );

  // While the problem loads the form is already usable; only a failed load replaces it.
  if (problemQuery.isError) {
    return (
      <div className="mx-auto w-full max-w-4xl">
        <PageHeader title="Add Solution" />
        <ContentUnavailable
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
              <UserText className="font-medium text-foreground">{problem.title}</UserText>.
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
