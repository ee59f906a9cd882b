/**
 * Cache keys of review lists. Only the reviews feature reads them, but deleting a problem or a
 * solution drops its reviews too, so the keys live here. A problem's reviews and those of its
 * solutions all start with ['reviews', problemId].
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  ofProblem: (problemId: string) => ['reviews', problemId] as const,
  problemList: (problemId: string) => ['reviews', problemId, 'problem'] as const,
  solutionList: (problemId: string, solutionId: string) =>
    ['reviews', problemId, 'solution', solutionId] as const,
};
