import type { Solution, SolutionInput } from '@upsolve/contract';

/** The add form's starting point: empty fields, C++ (what most competitive programmers write). */
export function emptySolutionInput(): Required<Omit<SolutionInput, 'problem'>> {
  return { approach: '', description: '', code: '', language: 'cpp' };
}

/** The editable fields of a loaded solution. */
export function solutionInputOf(solution: Solution): Required<Omit<SolutionInput, 'problem'>> {
  return {
    approach: solution.approach,
    description: solution.description,
    code: solution.code,
    language: solution.language,
  };
}
