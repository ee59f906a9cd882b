/** Who may do what with a problem: the rules live in the contract so the web shows the same. */
export { canChangeProblem, canReadProblem } from '@upsolve/contract';
export type { ProblemAccessFacts } from '@upsolve/contract';
