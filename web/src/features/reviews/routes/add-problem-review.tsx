import { AddReviewScreen } from '../components/add-review-screen.tsx';
import { useReviewTarget } from '../lib/target.ts';

/** `/problem/:problemId/addreview`. */
function AddProblemReview() {
  return <AddReviewScreen target={useReviewTarget('problem')} />;
}

export { AddProblemReview as Component };
