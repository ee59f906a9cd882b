/** Who may change a solution: the rule lives in the contract so the web shows the same buttons. */
export { canEditSolution } from '@upsolve/contract';
export type { AuthoredFacts } from '@upsolve/contract';
