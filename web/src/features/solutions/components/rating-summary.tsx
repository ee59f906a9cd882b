import { StarRow } from '@/components/ui/star-rating.tsx';
import { cn } from '@/lib/cn.ts';
import { plural } from '@/lib/format.ts';
import { averageRatingText } from '../lib/format.ts';

export interface RatingSummaryProps {
  averageRating: number | null;
  reviewsCount: number;
  className?: string;
}

/** Stars for the average rating, the average as a number and how many reviews it comes from. */
export function RatingSummary({ averageRating, reviewsCount, className }: RatingSummaryProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      <StarRow value={averageRating} />
      <span className="font-semibold text-foreground">
        <span className="sr-only">Average rating </span>
        {averageRatingText(averageRating)}
      </span>
      <span className="text-muted-foreground">({plural(reviewsCount, 'review')})</span>
    </div>
  );
}
