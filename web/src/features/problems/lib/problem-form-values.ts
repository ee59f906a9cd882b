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

const formFields: ReadonlySet<string> = new Set<FieldPath<ProblemInput>>([
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
]);

function isFormField(name: string): name is FieldPath<ProblemInput> {
  return formFields.has(name);
}

/**
 * The server's `fields` (keyed by the body's path, e.g. 'platform.rating' or 'tags.2') as form
 * field errors; a message for a single tag is shown on the tags field.
 */
export function formFieldErrors(
  fields: Record<string, string>,
): [FieldPath<ProblemInput>, string][] {
  const errors: [FieldPath<ProblemInput>, string][] = [];
  for (const [path, message] of Object.entries(fields)) {
    const name = path.replace(/^body\./, '').replace(/^tags\.\d+$/, 'tags');
    if (isFormField(name)) errors.push([name, message]);
  }
  return errors;
}
