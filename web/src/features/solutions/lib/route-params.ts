import { useParams } from 'react-router';

/** The ids in the address; the route table guarantees they are there. */
export function useProblemId(): string {
  return useParams().problemId ?? '';
}

export function useSolutionIds(): { problemId: string; solutionId: string } {
  const { problemId = '', solutionId = '' } = useParams();
  return { problemId, solutionId };
}
