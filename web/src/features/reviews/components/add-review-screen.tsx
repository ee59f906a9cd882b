import { ArrowLeft, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ownWorkReviewMessage } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { ReviewedNote } from '@/components/ui/reviewed-note.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useViewer } from '@/lib/viewer.ts';
import { errorText } from '@/lib/api.ts';
import { useAddReview } from '../api/reviews.ts';
import type { ReviewSubjectQuery } from '../api/subject.ts';
import { mayReview } from '../lib/policy.ts';
import { editOwnReviewPath, targetPagePath, type ReviewTarget } from '../lib/target.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewTips } from './review-tips.tsx';
import { UserText } from '@/components/ui/user-text.tsx';

const screenTexts = {
  problem: { title: 'Problem Review', back: 'Back to Problem' },
  solution: { title: 'Solution Review', back: 'Back to Solution' },
} as const;

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-6">
      <div className="flex gap-2">
        {[0, 1, 2, 3, 4].map((star) => (
          <Skeleton key={star} className="size-9 rounded-md" />
        ))}
      </div>
      <Skeleton className="h-36 w-full" />
      <Skeleton className="ml-auto h-10 w-36" />
    </div>
  );
}

/**
 * The add-review screen of a problem or a solution: stars, a comment and tips. The author of
 * the work is told they cannot review it instead of being shown the form, and someone who has
 * reviewed it already gets the way to edit that review. Success goes back to the problem or
 * solution.
 */
export function AddReviewScreen({
  target,
  subject,
}: {
  target: ReviewTarget;
  subject: ReviewSubjectQuery;
}) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const addReview = useAddReview(target);
  const texts = screenTexts[target.kind];
  const backTo = targetPagePath(target);
  useDocumentTitle(subject.data ? `${texts.title} — ${subject.data.name}` : texts.title);

  const body = () => {
    if (subject.isError) return <Banner tone="error">{errorText(subject.error)}</Banner>;
    if (!subject.data) return <FormSkeleton />;
    if (!mayReview(subject.data.owner, viewer)) {
      return <Banner tone="info">{ownWorkReviewMessage}.</Banner>;
    }
    // One review each: a second would be refused, so the way to change it is offered instead.
    if (subject.data.viewerHasReviewed) {
      return (
        <div className="flex flex-col gap-3">
          <ReviewedNote />
          <ButtonLink
            to={editOwnReviewPath(target)}
            variant="outline"
            icon={<Pencil aria-hidden />}
            className="w-fit"
          >
            Edit your review
          </ButtonLink>
        </div>
      );
    }
    return (
      <ReviewForm
        subjectKind={target.kind}
        onSubmit={async (fields) => {
          const { message } = await addReview.mutateAsync(fields);
          toast.success(message);
          await navigate(backTo);
        }}
      />
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl">
      <div className="mb-6 flex flex-col gap-4 sm:mb-8">
        <ButtonLink
          to={backTo}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden />}
          className="-ml-3 w-fit"
        >
          {texts.back}
        </ButtonLink>
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            {texts.title}
          </h1>
          {/* The problem's or solution's name is user text: its own clipped, isolated box. */}
          <UserText as="p" className="min-h-6 text-sm text-muted-foreground sm:text-base">
            {subject.data?.name}
          </UserText>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>Add Review</CardTitle>
            <CardDescription>Rate it from 1 to 5 stars and say why.</CardDescription>
          </CardHeader>
          <CardContent>{body()}</CardContent>
        </Card>
        <ReviewTips subjectKind={target.kind} />
      </div>
    </div>
  );
}
