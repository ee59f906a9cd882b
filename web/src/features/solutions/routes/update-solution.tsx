import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useSolution } from '@/lib/queries/solution.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useUpdateSolution } from '../api/mutations.ts';
import { SolutionForm } from '../components/solution-form.tsx';
import { mayEditSolution } from '../lib/policy.ts';
import { solutionInputOf } from '../lib/solution-form-values.ts';
import { useSolutionIds } from '../lib/route-params.ts';

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading solution" className="flex flex-col gap-6">
      {[0, 1].map((field) => (
        <div key={field} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-28 w-full" />
        </div>
      ))}
      <Skeleton className="h-10 w-60" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** `/problem/:problemId/solutions/:solutionId/updatesolution`: the author edits their solution. */
function UpdateSolution() {
  const { problemId, solutionId } = useSolutionIds();
  const viewer = useViewer();
  const navigate = useNavigate();
  const solutionQuery = useSolution(problemId, solutionId);
  const updateSolution = useUpdateSolution(problemId, solutionId);
  useDocumentTitle('Edit Solution');
  const solutionLink = paths.solution(problemId, solutionId);
  const solution = solutionQuery.data;

  const content = () => {
    if (solutionQuery.isError) {
      return <Banner tone="error">{errorText(solutionQuery.error)}</Banner>;
    }
    if (!solution) return <FormSkeleton />;
    if (!mayEditSolution(solution, viewer)) {
      return (
        <Banner tone="error" title="You cannot edit this solution">
          Only its author can change a solution.
        </Banner>
      );
    }
    return (
      <SolutionForm
        defaultValues={solutionInputOf(solution)}
        submitLabel="Save Changes"
        busyLabel="Updating Solution..."
        onSubmit={async (input) => {
          const { message } = await updateSolution.mutateAsync(input);
          toast.success(message);
          await navigate(solutionLink);
        }}
        secondaryAction={
          <ButtonLink to={solutionLink} variant="outline">
            Cancel
          </ButtonLink>
        }
      />
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        back={{ to: paths.problem(problemId), label: 'Back to Problem' }}
        title="Edit Solution"
        description="Improve the approach, the explanation or the code."
      />
      <Card>
        <CardContent>{content()}</CardContent>
      </Card>
    </div>
  );
}

export { UpdateSolution as Component };
