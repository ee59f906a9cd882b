import { ReviewsScreen } from '../components/reviews-screen.tsx';
import { useReviewTarget } from '../lib/target.ts';

/** `/problem/:problemId/reviews`. */
function ProblemReviews() {
  return <ReviewsScreen target={useReviewTarget('problem')} />;
}

export { ProblemReviews as Component };
