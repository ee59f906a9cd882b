import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Creates a public problem as the page's signed-in user, through the API, and returns its id.
 * `statement` replaces the default statement (Markdown with math).
 */
export async function createProblem(
  page: Page,
  { statement = 'Can $w$ be split into two positive even parts?' }: { statement?: string } = {},
): Promise<string> {
  const response = await page.request.post('/api/addproblem', {
    data: {
      title: `Even Split ${randomBytes(4).toString('hex')}`,
      link: 'https://codeforces.com/problemset/problem/4/A',
      choice: 'public',
      problemstatement: {
        statement,
        input: 'One integer $w$ ($1 \\le w \\le 100$).',
        output: 'YES or NO.',
        exampleinput: '8',
        exampleoutput: 'YES',
      },
      platform: { name: 'Codeforces', rating: 1 },
      tags: ['math'],
    },
  });
  expect(response.status()).toBe(201);
  const body: unknown = await response.json();
  expect(body).toMatchObject({ problem: { _id: expect.any(String) } });
  return (body as { problem: { _id: string } }).problem._id;
}
