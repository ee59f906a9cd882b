import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@upsolve/contract';
import { problems, reviews, solutions, users } from '../db/schema/index.ts';
import { buildProblem, buildSolution } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { validProblemBody, validReview, validSolution } from '../test/fixtures.ts';

/*
 * Every text field goes through the contract's one text type: a NUL or another control character
 * is 400 naming the field (PostgreSQL cannot even store a NUL, which was a 500), text a reader
 * cannot see is no text, CRLF becomes LF, and code keeps its indentation.
 */

const t = useTestApp();

let author: Actor;
let reader: Actor;
let problemId: string;
let solutionId: string;

beforeAll(async () => {
  author = await signedInActor(t);
  reader = await signedInActor(t);
  const problem = await buildProblem(t.db, author.user);
  problemId = problem.id;
  solutionId = (await buildSolution(t.db, problem, author.user)).id;
});

const nul = '\u0000';
const statement = validProblemBody().problemstatement;
const platform = validProblemBody().platform;

type Method = 'POST' | 'PUT';
interface BadText {
  name: string;
  method: Method;
  url: () => string;
  body: () => object;
  field: string;
  message: string;
  as?: () => Actor | null;
}

const controlMessage = (label: string) => `${label} must not contain control characters`;
const addProblem = (change: object) => ({ ...validProblemBody(), ...change });

const badTexts: BadText[] = [
  ...(
    [
      ['title', { title: `Two${nul}Sum` }, 'Title'],
      ['link', { link: `https://codeforces.com/${nul}` }, 'Problem link'],
      ['tags.0', { tags: [`dp${nul}`] }, 'A tag'],
      ['platform.name', { platform: { ...platform, name: `CF${nul}` } }, 'Platform name'],
      [
        'problemstatement.statement',
        { problemstatement: { ...statement, statement: `a${nul}` } },
        'Statement',
      ],
      [
        'problemstatement.exampleoutput',
        { problemstatement: { ...statement, exampleoutput: `YES\u0007` } },
        'Example output',
      ],
    ] as const
  ).map(([field, change, label]): BadText => ({
    name: `a problem's ${field}`,
    method: 'POST',
    url: () => '/api/addproblem',
    body: () => addProblem(change),
    field,
    message: controlMessage(label),
  })),
  {
    name: 'an updated title',
    method: 'PUT',
    url: () => `/api/problem/${problemId}/updateproblem`,
    body: () => addProblem({ title: `x${nul}` }),
    field: 'title',
    message: controlMessage('Title'),
  },
  {
    name: 'a title of zero-width characters and direction marks only',
    method: 'POST',
    url: () => '/api/addproblem',
    body: () => addProblem({ title: '\u200b\u200e\u200f \u200d' }),
    field: 'title',
    message: 'Title is required',
  },
  {
    name: 'a title of Braille blanks and lone accents only',
    method: 'POST',
    url: () => '/api/addproblem',
    body: () => addProblem({ title: '\u2800\u2800 \u0301' }),
    field: 'title',
    message: 'Title is required',
  },
  {
    name: 'a title with a right-to-left override',
    method: 'POST',
    url: () => '/api/addproblem',
    body: () => addProblem({ title: 'Two \u202eSum' }),
    field: 'title',
    message: 'Title must not contain direction control characters',
  },
  {
    name: 'code hiding a branch in direction isolates ("Trojan Source")',
    method: 'POST',
    url: () => `/api/problem/${problemId}/addsolution`,
    body: () => ({
      ...validSolution,
      code: 'int main() {\n  /*\u202e } \u2066if (isAdmin)\u2069 \u2066 begin admins only */\n}\n',
    }),
    field: 'code',
    message: 'Code must not contain direction control characters',
  },
  {
    name: "an updated solution's code with a left-to-right embedding",
    method: 'PUT',
    url: () => `/api/problem/${problemId}/solutions/${solutionId}/updatesolution`,
    body: () => ({ ...validSolution, code: 'x = 1 \u202a# y' }),
    field: 'code',
    message: 'Code must not contain direction control characters',
  },
  {
    name: 'a review comment with 5 accents on one letter',
    method: 'POST',
    url: () => `/api/problem/${problemId}/addreview`,
    body: () => ({ ...validReview, comment: `Nice a${'\u0301'.repeat(3999)}` }),
    field: 'comment',
    message: 'Comment must not stack more than 4 accents on one character',
    as: () => reader,
  },
  ...(['approach', 'description', 'code'] as const).map((field): BadText => ({
    name: `a solution's ${field}`,
    method: 'POST',
    url: () => `/api/problem/${problemId}/addsolution`,
    body: () => ({ ...validSolution, [field]: `${validSolution[field]}${nul}` }),
    field,
    message: controlMessage(field.charAt(0).toUpperCase() + field.slice(1)),
  })),
  {
    name: "an updated solution's code",
    method: 'PUT',
    url: () => `/api/problem/${problemId}/solutions/${solutionId}/updatesolution`,
    body: () => ({ ...validSolution, code: `int main() {}\u001b[2J` }),
    field: 'code',
    message: controlMessage('Code'),
  },
  {
    name: 'code of zero-width spaces only',
    method: 'POST',
    url: () => `/api/problem/${problemId}/addsolution`,
    body: () => ({ ...validSolution, code: '\u200b\n\u200b' }),
    field: 'code',
    message: 'Code is required',
  },
  {
    name: "a problem review's comment",
    method: 'POST',
    url: () => `/api/problem/${problemId}/addreview`,
    body: () => ({ ...validReview, comment: `Nice${nul}` }),
    field: 'comment',
    message: controlMessage('Comment'),
    as: () => reader,
  },
  {
    name: "a solution review's comment",
    method: 'POST',
    url: () => `/api/problem/${problemId}/solutions/${solutionId}/addreview`,
    body: () => ({ ...validReview, comment: `Nice${nul}` }),
    field: 'comment',
    message: controlMessage('Comment'),
    as: () => reader,
  },
  {
    name: 'the sign-in email',
    method: 'POST',
    url: () => '/api/signin',
    body: () => ({ email: `a${nul}@example.com`, password: 'long enough password' }),
    field: 'email',
    message: controlMessage('Email or username'),
    as: () => null,
  },
  {
    name: 'the sign-up username',
    method: 'POST',
    url: () => '/api/signup',
    body: () => ({ username: `ann${nul}`, email: 'ann@example.com', password: 'long password' }),
    field: 'username',
    message: controlMessage('Username'),
    as: () => null,
  },
  {
    name: 'the sign-up email',
    method: 'POST',
    url: () => '/api/signup',
    body: () => ({ username: 'ann', email: `ann${nul}@example.com`, password: 'long password' }),
    field: 'email',
    message: controlMessage('Email'),
    as: () => null,
  },
];

async function storedCounts() {
  return Promise.all([problems, solutions, reviews, users].map((table) => t.db.$count(table)));
}

describe('text fields', () => {
  it.each(badTexts)(
    'refuses $name with 400 naming the field, and stores nothing',
    async ({ method, url, body, field, message, as }) => {
      const before = await storedCounts();
      const actor = as === undefined ? author : as();
      const response = await callAs(t, actor, method, url(), body());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', fields: { [field]: message } });
      expect(await storedCounts()).toEqual(before);
    },
  );

  it('refuses control characters in the dashboard search, platform and tag filters', async () => {
    for (const [query, field, label] of [
      ['platform=%00', 'platform', 'Platform'],
      ['q=two%00sum', 'q', 'Search'],
      ['platform=CF%1B', 'platform', 'Platform'],
      ['tag=dp%00', 'tag', 'Tag'],
    ] as const) {
      const response = await callAs(t, reader, 'GET', `/api/dashboard?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toEqual({ [field]: controlMessage(label) });
    }
  });

  it('stores CRLF as LF, trims prose and single-line fields, and keeps code indentation', async () => {
    const added = await callAs(t, author, 'POST', '/api/addproblem', {
      ...validProblemBody(),
      title: '  Two Sum\t ',
      problemstatement: { ...statement, statement: 'Line one\r\nLine two\r\n' },
      tags: ['  dp ', '\tgraphs'],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().problem).toMatchObject({ title: 'Two Sum', tags: ['dp', 'graphs'] });
    const detail = await callAs(t, author, 'GET', `/api/problem/${added.json().problem._id}`);
    expect(detail.json().problem.problemstatement.statement).toBe('Line one\nLine two');

    const code = '\tint main() {\r\n\t\treturn 0;\r\n\t}\r\n';
    const solution = await callAs(t, author, 'POST', `/api/problem/${problemId}/addsolution`, {
      ...validSolution,
      code,
    });
    expect(solution.statusCode).toBe(201);
    const [row] = await t.db
      .select({ code: solutions.code })
      .from(solutions)
      .where(eq(solutions.id, solution.json().solution._id));
    expect(row?.code).toBe('\tint main() {\n\t\treturn 0;\n\t}\n');
  });

  it('keeps one of tags that differ only by case, the first spelling', async () => {
    const added = await callAs(t, author, 'POST', '/api/addproblem', {
      ...validProblemBody(),
      tags: ['DP', 'graphs', 'dp', 'Graphs', 'Dp'],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().problem.tags).toEqual(['DP', 'graphs']);
  });

  it('names the limit of a sign-in password over 256 characters', async () => {
    const response = await callAs(t, null, 'POST', '/api/signin', {
      email: author.user.email,
      password: 'p'.repeat(limits.passwordMax + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      password: `Password must be at most ${limits.passwordMax} characters`,
    });
  });
});
