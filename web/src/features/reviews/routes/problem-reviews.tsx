import { useProblemSubject } from '../api/subject.ts';
import { ReviewsScreen } from '../components/reviews-screen.tsx';
import { useProblemTarget } from '../lib/target.ts';

/** `/problem/:problemId/reviews`. */
function ProblemReviews() {
  const target = useProblemTarget();
  return <ReviewsScreen target={target} subject={useProblemSubject(target.problemId)} />;
}

export { ProblemReviews as Component };
