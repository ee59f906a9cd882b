import { useProblemSubject } from '../api/subject.ts';
import { AddReviewScreen } from '../components/add-review-screen.tsx';
import { useProblemTarget } from '../lib/target.ts';

/** `/problem/:problemId/addreview`. */
function AddProblemReview() {
  const target = useProblemTarget();
  return <AddReviewScreen target={target} subject={useProblemSubject(target.problemId)} />;
}

export { AddProblemReview as Component };
