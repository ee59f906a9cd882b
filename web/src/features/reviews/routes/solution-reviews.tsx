import { ReviewsScreen } from '../components/reviews-screen.tsx';
import { useReviewTarget } from '../lib/target.ts';

/** `/problem/:problemId/solutions/:solutionId/reviews`. */
function SolutionReviews() {
  return <ReviewsScreen target={useReviewTarget('solution')} />;
}

export { SolutionReviews as Component };
