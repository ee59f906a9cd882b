import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useAddSolution } from '../api/mutations.ts';
import { useProblemInfo } from '../api/problem-info.ts';
import { SolutionForm } from '../components/solution-form.tsx';
import { emptySolutionInput } from '../lib/solution-form-values.ts';
import { useProblemId } from '../lib/route-params.ts';

/** `/problem/:problemId/addsolution`: post a solution; success opens it. */
function AddSolution() {
  const problemId = useProblemId();
  const navigate = useNavigate();
  const { data: problem } = useProblemInfo(problemId);
  const addSolution = useAddSolution(problemId);
  useDocumentTitle(problem ? `Add Solution — ${problem.title}` : 'Add Solution');

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        back={{ to: `/problem/${problemId}`, label: 'Back to Problem' }}
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
              await navigate(`/problem/${problemId}/solutions/${solution._id}`);
            }}
            secondaryAction={
              <ButtonLink to={`/problem/${problemId}/solutions`} variant="outline">
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
