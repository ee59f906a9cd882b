import { AddReviewScreen } from '../components/add-review-screen.tsx';
import { useReviewTarget } from '../lib/target.ts';

/** `/problem/:problemId/solutions/:solutionId/addreview`. */
function AddSolutionReview() {
  return <AddReviewScreen target={useReviewTarget('solution')} />;
}

export { AddSolutionReview as Component };
