import { useNavigate } from 'react-router';
import { PencilLine, Plus, Star, Trash2 } from 'lucide-react';
import type { ProblemDetail } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ReviewedNote } from '@/components/ui/reviewed-note.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { dashboardReturnPath } from '@/lib/dashboard-return.ts';
import { formatAverageRating } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteProblem, useForgetProblem } from '../api/problem.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-muted px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold text-foreground tabular-nums">{value}</dd>
    </div>
  );
}

export function ProblemStats({ problem }: { problem: ProblemDetail }) {
  return (
    <Card role="region" aria-labelledby="problem-stats-heading">
      <CardHeader>
        <CardTitle id="problem-stats-heading">Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2">
          <Stat label="Solutions" value={String(problem.solutionsCount)} />
          <Stat label="Reviews" value={String(problem.reviewsCount)} />
          <Stat
            label="Average rating"
            value={
              problem.averageRating === null
                ? '—'
                : `${formatAverageRating(problem.averageRating)}/5`
            }
          />
          <Stat label="Visibility" value={problem.choice === 'private' ? 'Private' : 'Public'} />
        </dl>
      </CardContent>
    </Card>
  );
}

interface QuickActionsProps {
  problemId: string;
  /** False for the owner: they may not review their own problem (the server refuses it too). */
  canReview: boolean;
  /** One review each (a second is refused with 409), so a reviewer is told instead. */
  hasReviewed: boolean;
}

export function QuickActions({ problemId, canReview, hasReviewed }: QuickActionsProps) {
  const reviewAction = () => {
    if (!canReview) return null;
    if (hasReviewed) {
      return <ReviewedNote className="justify-center py-2" />;
    }
    return (
      <ButtonLink
        to={paths.addProblemReview(problemId)}
        variant="outline"
        icon={<Star aria-hidden />}
      >
        Add Review
      </ButtonLink>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <ButtonLink to={paths.addSolution(problemId)} icon={<Plus aria-hidden />}>
          Add Solution
        </ButtonLink>
        {reviewAction()}
      </CardContent>
    </Card>
  );
}

/** Update and Delete, shown to the owner only. Delete asks no confirmation, as in the original app. */
export function OwnerActions({ problemId }: { problemId: string }) {
  const navigate = useNavigate();
  const deleteProblem = useDeleteProblem(problemId);
  const forgetProblem = useForgetProblem();

  const onDelete = () =>
    deleteProblem.mutate(undefined, {
      onSuccess: async ({ message }) => {
        toast.success(message);
        // Replace the deleted problem's entry, so Back does not open a page that is gone.
        await navigate(dashboardReturnPath(), { replace: true });
        forgetProblem(problemId);
      },
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Manage</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <ButtonLink
          to={paths.updateProblem(problemId)}
          variant="outline"
          icon={<PencilLine aria-hidden />}
        >
          Update Problem
        </ButtonLink>
        <Button
          variant="danger"
          icon={<Trash2 aria-hidden />}
          busy={deleteProblem.isPending}
          busyLabel="Deleting Problem..."
          onClick={onDelete}
        >
          Delete Problem
        </Button>
      </CardContent>
    </Card>
  );
}
