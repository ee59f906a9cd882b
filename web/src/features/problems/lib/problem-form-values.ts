import type { ProblemDetail, ProblemInput } from '@upsolve/contract';
import type { FieldPath } from 'react-hook-form';

/** What the add form starts with: visibility public, everything else empty. */
export function emptyProblemInput(): ProblemInput {
  return {
    title: '',
    link: '',
    choice: 'public',
    problemstatement: { statement: '', input: '', output: '', exampleinput: '', exampleoutput: '' },
    // NaN is how an empty number input reads; the schema names it as a missing rating.
    platform: { name: '', rating: Number.NaN },
    tags: [],
  };
}

/** The editable fields of a loaded problem (the edit form sends every one of them back). */
export function problemInputOf(problem: ProblemDetail): ProblemInput {
  return {
    title: problem.title,
    link: problem.link,
    choice: problem.choice,
    problemstatement: { ...problem.problemstatement },
    platform: { name: problem.platform.name, rating: problem.platform.rating },
    tags: [...problem.tags],
  };
}

/** The form's fields, where the server's field messages are shown (a tag's on the tags field). */
export const problemFormFields: readonly FieldPath<ProblemInput>[] = [
  'title',
  'link',
  'choice',
  'problemstatement.statement',
  'problemstatement.input',
  'problemstatement.output',
  'problemstatement.exampleinput',
  'problemstatement.exampleoutput',
  'platform.name',
  'platform.rating',
  'tags',
];
