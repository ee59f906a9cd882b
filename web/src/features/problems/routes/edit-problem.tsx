import { useNavigate, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useProblem } from '@/lib/queries/problem.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useUpdateProblem } from '../api/problem.ts';
import { ProblemForm } from '../components/problem-form.tsx';
import { isProblemOwner } from '../lib/policy.ts';
import { problemInputOf } from '../lib/problem-form-values.ts';

function LoadingProblem() {
  return (
    <div className="flex flex-col gap-6" role="status">
      <p className="text-sm text-muted-foreground">Loading problem details...</p>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-4 rounded-xl border border-border p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}

function EditProblemForm({ problemId }: { problemId: string }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const problemQuery = useProblem(problemId);
  const updateProblem = useUpdateProblem(problemId);
  const problemPath = paths.problem(problemId);
  useDocumentTitle(
    problemQuery.data ? `Update ${problemQuery.data.problem.title}` : 'Update Problem',
  );

  if (problemQuery.isPending) return <LoadingProblem />;
  if (problemQuery.isError) {
    return <Banner tone="error">{errorText(problemQuery.error)}</Banner>;
  }
  const { problem } = problemQuery.data;
  if (!isProblemOwner(problem, viewer)) {
    return (
      <Banner tone="error" title="You cannot edit this problem">
        Only the person who shared a problem can update it.
      </Banner>
    );
  }

  return (
    <ProblemForm
      // A fresh form per loaded version, so its defaults are the problem's current values.
      key={problem.updatedAt}
      defaultValues={problemInputOf(problem)}
      problemId={problem._id}
      submitLabel="Update Problem"
      busyLabel="Updating Problem..."
      onSubmit={async (input) => {
        const { message } = await updateProblem.mutateAsync(input);
        toast.success(message);
        await navigate(problemPath);
      }}
      secondaryAction={
        <ButtonLink to={problemPath} variant="ghost" size="lg">
          Cancel
        </ButtonLink>
      }
    />
  );
}

function EditProblemScreen() {
  const { problemId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Update Problem"
        description="Change any field; everything is checked again before it is saved."
        back={{ to: paths.problem(problemId), label: 'Back to Problem' }}
      />
      <EditProblemForm problemId={problemId} />
    </div>
  );
}

export { EditProblemScreen as Component };
