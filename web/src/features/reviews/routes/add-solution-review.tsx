import { useSolutionSubject } from '../api/subject.ts';
import { AddReviewScreen } from '../components/add-review-screen.tsx';
import { useSolutionTarget } from '../lib/target.ts';

/** `/problem/:problemId/solutions/:solutionId/addreview`. */
function AddSolutionReview() {
  const target = useSolutionTarget();
  return (
    <AddReviewScreen
      target={target}
      subject={useSolutionSubject(target.problemId, target.solutionId)}
    />
  );
}

export { AddSolutionReview as Component };
