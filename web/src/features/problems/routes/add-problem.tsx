import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { dashboardReturnPath } from '@/lib/dashboard-return.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useAddProblem } from '../api/problem.ts';
import { ProblemForm } from '../components/problem-form.tsx';
import { emptyProblemInput } from '../lib/problem-form-values.ts';

function AddProblemScreen() {
  useDocumentTitle('Add Problem');
  const navigate = useNavigate();
  const addProblem = useAddProblem();

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Add Problem"
        description="Share a problem from another platform. Public problems are open to every signed-in programmer."
        back={{ to: dashboardReturnPath(), label: 'Back to Dashboard' }}
      />
      <ProblemForm
        defaultValues={emptyProblemInput()}
        submitLabel="Create Problem"
        busyLabel="Creating Problem..."
        onSubmit={async (input) => {
          const { message, problem } = await addProblem.mutateAsync(input);
          toast.success(message);
          // The form is done with: Back from the new problem returns to where the author was.
          await navigate(paths.problem(problem._id), { replace: true });
        }}
        secondaryAction={
          <ButtonLink to={dashboardReturnPath()} variant="ghost" size="lg">
            Cancel
          </ButtonLink>
        }
      />
    </div>
  );
}

export { AddProblemScreen as Component };
