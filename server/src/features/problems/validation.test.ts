import { describe, expect, it } from 'vitest';
import { limits } from '@upsolve/contract';
import { problems } from '../../db/schema/index.ts';
import { buildProblem } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { validProblemBody } from '../../test/fixtures.ts';
import type { Actor } from '../../test/actors.ts';

const testApp = useTestApp();

let author: Actor | undefined;
async function signedIn(): Promise<Actor> {
  author ??= await signedInActor(testApp);
  return author;
}

const statement = validProblemBody().problemstatement;
const platform = validProblemBody().platform;

/** Each bad body, the field the answer must name, and the message it must give. */
const badBodies: [string, object, string, string][] = [
  ['a blank title', { title: '   ' }, 'title', 'Title is required'],
  [
    'a title over the limit',
    { title: 'x'.repeat(limits.title + 1) },
    'title',
    `Title must be at most ${limits.title} characters`,
  ],
  ['a missing link', { link: undefined }, 'link', 'Problem link is required'],
  [
    'a javascript: link',
    { link: 'javascript:alert(1)' },
    'link',
    'Problem link must be a valid http(s) URL',
  ],
  [
    'an ftp link',
    { link: 'ftp://example.com/a' },
    'link',
    'Problem link must be a valid http(s) URL',
  ],
  [
    'a blank statement',
    { problemstatement: { ...statement, statement: '' } },
    'problemstatement.statement',
    'Statement is required',
  ],
  [
    'a blank input format',
    { problemstatement: { ...statement, input: ' ' } },
    'problemstatement.input',
    'Input format is required',
  ],
  [
    'a missing output format',
    { problemstatement: { ...statement, output: undefined } },
    'problemstatement.output',
    'Output format is required',
  ],
  [
    'a blank example input',
    { problemstatement: { ...statement, exampleinput: '' } },
    'problemstatement.exampleinput',
    'Example input is required',
  ],
  [
    'a blank example output',
    { problemstatement: { ...statement, exampleoutput: '' } },
    'problemstatement.exampleoutput',
    'Example output is required',
  ],
  [
    'a statement over the limit',
    { problemstatement: { ...statement, statement: 's'.repeat(limits.statementSection + 1) } },
    'problemstatement.statement',
    `Statement must be at most ${limits.statementSection} characters`,
  ],
  [
    'a blank platform name',
    { platform: { ...platform, name: '' } },
    'platform.name',
    'Platform name is required',
  ],
  [
    'a difficulty of 0',
    { platform: { ...platform, rating: 0 } },
    'platform.rating',
    'Difficulty rating must be at least 1',
  ],
  [
    'a difficulty of 11',
    { platform: { ...platform, rating: 11 } },
    'platform.rating',
    'Difficulty rating must be at most 10',
  ],
  [
    'a difficulty as text',
    { platform: { ...platform, rating: 'hard' } },
    'platform.rating',
    'Difficulty rating must be a number from 1 to 10',
  ],
  // A numeric string is read only when it is a plain decimal (what an <input type=number> sends).
  ...(
    [
      ['an empty string', '', 'Difficulty rating must be a number from 1 to 10'],
      ['a blank string', ' ', 'Difficulty rating must be a number from 1 to 10'],
      ['true', true, 'Difficulty rating must be a number from 1 to 10'],
      ['"5.5"', '5.5', 'Difficulty rating must be a whole number'],
      ['"1e3"', '1e3', 'Difficulty rating must be a number from 1 to 10'],
      ['"11"', '11', 'Difficulty rating must be at most 10'],
      ['"0"', '0', 'Difficulty rating must be at least 1'],
    ] as const
  ).map(([name, rating, message]): [string, object, string, string] => [
    `a difficulty of ${name}`,
    { platform: { ...platform, rating } },
    'platform.rating',
    message,
  ]),
  [
    'an unknown visibility',
    { choice: 'friends' },
    'choice',
    'Visibility must be public or private',
  ],
];

describe('bad input to POST /api/addproblem and PUT /api/problem/{id}/updateproblem', () => {
  it.each(badBodies)(
    'refuses %s, naming the field, and stores nothing',
    async (_, change, field, message) => {
      const { db } = testApp;
      const user = await signedIn();
      const before = await db.$count(problems);
      const response = await callAs(testApp, user, 'POST', '/api/addproblem', {
        ...validProblemBody(),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', fields: { [field]: message } });
      expect(await db.$count(problems)).toBe(before);
    },
  );

  it.each(badBodies)(
    'refuses an update with %s and keeps the problem',
    async (_, change, field) => {
      const { db } = testApp;
      const user = await signedIn();
      const problem = await buildProblem(db, user.user, { title: 'Kept' });
      const response = await callAs(
        testApp,
        user,
        'PUT',
        `/api/problem/${problem.id}/updateproblem`,
        {
          ...validProblemBody(),
          ...change,
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
      const detail = await callAs(testApp, user, 'GET', `/api/problem/${problem.id}`);
      expect(detail.json().problem.title).toBe('Kept');
    },
  );

  it('reads a difficulty sent as a plain decimal string, on add and on update', async () => {
    const user = await signedIn();
    const added = await callAs(testApp, user, 'POST', '/api/addproblem', {
      ...validProblemBody(),
      platform: { name: 'Codeforces', rating: '5' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().problem.platform.rating).toBe(5);

    const url = `/api/problem/${added.json().problem._id}/updateproblem`;
    const updated = await callAs(testApp, user, 'PUT', url, {
      ...validProblemBody(),
      platform: { name: 'Codeforces', rating: '7' },
    });
    expect(updated.statusCode).toBe(200);
    const detail = await callAs(testApp, user, 'GET', `/api/problem/${added.json().problem._id}`);
    expect(detail.json().problem.platform.rating).toBe(7);
  });

  it('answers 413 to a body over 1 MB', async () => {
    const user = await signedIn();
    const huge = 'x'.repeat(limits.bodyBytes + 1);
    const response = await callAs(testApp, user, 'POST', '/api/addproblem', {
      ...validProblemBody(),
      title: huge,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('too_large');
  });

  it('answers 400 to a body that is not JSON', async () => {
    const user = await signedIn();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/addproblem',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
  });
});
