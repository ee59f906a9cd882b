import { useSolutionSubject } from '../api/subject.ts';
import { ReviewsScreen } from '../components/reviews-screen.tsx';
import { useSolutionTarget } from '../lib/target.ts';

/** `/problem/:problemId/solutions/:solutionId/reviews`. */
function SolutionReviews() {
  const target = useSolutionTarget();
  return (
    <ReviewsScreen
      target={target}
      subject={useSolutionSubject(target.problemId, target.solutionId)}
    />
  );
}

export { SolutionReviews as Component };
