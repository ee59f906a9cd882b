import type { ReactNode } from 'react';
import type { SolutionDetail, Viewer } from '@upsolve/contract';
import { ArrowLeft, FileQuestion, MessageSquareText, Pencil, Star } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CodeView } from '@/components/ui/code-view.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ReviewedNote } from '@/components/ui/reviewed-note.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { authorName, formatShortDate } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useSolution } from '@/lib/queries/solution.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useProblemOf } from '../api/problem.ts';
import { DeleteSolutionDialog } from '../components/delete-solution-dialog.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { SolutionDetailsSkeleton } from '../components/solution-details-skeleton.tsx';
import { languageLabel } from '../lib/format.ts';
import { mayEditSolution, mayReviewSolution } from '../lib/policy.ts';
import { useSolutionIds } from '../lib/route-params.ts';
import { UserText } from '@/components/ui/user-text.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The actions on a solution, by the contract's rules (the server's own): Update and Delete are the
 * author's; anyone else may add one review, so a viewer who already did is told so instead.
 */
function SolutionActions({ solution, viewer }: { solution: SolutionDetail; viewer: Viewer }) {
  const reviewAction = () => {
    if (!mayReviewSolution(solution, viewer)) return null;
    if (solution.viewerHasReviewed) {
      return <ReviewedNote />;
    }
    return (
      <ButtonLink
        to={paths.addSolutionReview(solution.problem, solution._id)}
        icon={<Star aria-hidden />}
      >
        Add Review
      </ButtonLink>
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ButtonLink
        to={paths.solutionReviews(solution.problem, solution._id)}
        variant="outline"
        icon={<MessageSquareText aria-hidden />}
      >
        Reviews ({solution.reviewsCount})
      </ButtonLink>
      {mayEditSolution(solution, viewer) ? (
        <>
          <ButtonLink
            to={paths.updateSolution(solution.problem, solution._id)}
            variant="outline"
            icon={<Pencil aria-hidden />}
          >
            Update
          </ButtonLink>
          <DeleteSolutionDialog problemId={solution.problem} solutionId={solution._id} />
        </>
      ) : null}
      {reviewAction()}
    </div>
  );
}

function SolutionBody({ solution, viewer }: { solution: SolutionDetail; viewer: Viewer }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={solution.user?.username} size="lg" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="truncate font-semibold text-foreground">
              <span className="sr-only">Author: </span>
              {solution.user ? <UserLink user={solution.user} /> : authorName(solution.user)}
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <time dateTime={solution.createdAt}>{formatShortDate(solution.createdAt)}</time>
              <Badge tone="brand">{languageLabel(solution.language)}</Badge>
            </p>
          </div>
        </div>
        <RatingSummary
          averageRating={solution.averageRating}
          reviewsCount={solution.reviewsCount}
        />
      </div>

      <SolutionActions solution={solution} viewer={viewer} />

      <Section title="Approach">
        <MarkdownView source={solution.approach} />
      </Section>
      <Section title="Description">
        <MarkdownView source={solution.description} />
      </Section>
      <section aria-labelledby="solution-code" className="flex flex-col gap-3">
        <h2 id="solution-code" className="text-base font-semibold tracking-tight">
          Code
        </h2>
        <CodeView
          code={solution.code}
          language={solution.language}
          languageLabel={languageLabel(solution.language)}
        />
      </section>
    </div>
  );
}

/** `/problem/:problemId/solutions/:solutionId`: one solution with its code and rating. */
function SolutionDetails() {
  const { problemId, solutionId } = useSolutionIds();
  const viewer = useViewer();
  const solutionQuery = useSolution(problemId, solutionId);
  const { data: problem } = useProblemOf(problemId);
  const solution = solutionQuery.data;
  const listLink = paths.solutions(problemId);

  const author = solution ? authorName(solution.user) : null;
  useDocumentTitle(
    solutionQuery.isError
      ? 'Solution Not Found'
      : author && problem
        ? `${problem.title} — solution by ${author}`
        : 'Solution',
  );

  if (solutionQuery.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col py-6 sm:py-12">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
            <div className="flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger-soft-foreground">
              <FileQuestion aria-hidden className="size-7" />
            </div>
            <h1 className="text-2xl font-semibold tracking-tight">Solution Not Found</h1>
            <p className="text-sm text-muted-foreground">Unable to load solution details</p>
            <ButtonLink to={listLink} variant="outline" icon={<ArrowLeft aria-hidden />}>
              Back to Solutions
            </ButtonLink>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        back={{ to: listLink, label: 'Back to Solutions' }}
        title="Solution"
        description={
          problem ? (
            <>
              for <UserText className="font-medium text-foreground">{problem.title}</UserText>
            </>
          ) : undefined
        }
      />
      {solution ? (
        <SolutionBody solution={solution} viewer={viewer} />
      ) : (
        <SolutionDetailsSkeleton />
      )}
    </div>
  );
}

export { SolutionDetails as Component };
