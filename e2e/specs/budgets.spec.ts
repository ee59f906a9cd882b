import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ProblemInput } from '@upsolve/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import {
  builtFileOf,
  compressibleFiles,
  describeWeight,
  formatKb,
  jsBudgets,
  measurePage,
  readManifest,
  realtimeModule,
  webDistDir,
} from '../harness/budgets.ts';
import type { JsBudget } from '../harness/budgets.ts';
import { expectVisible } from '../harness/expect.ts';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { uniqueUser } from '../harness/users.ts';

const { test, server } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

function budgetOf(page: string): JsBudget {
  const budget = jsBudgets.find((candidate) => candidate.page === page);
  if (budget === undefined) throw new Error(`No JavaScript budget for the ${page} page`);
  return budget;
}

describe('JavaScript budgets of the built web app (compressed, first visit)', () => {
  for (const budget of jsBudgets) {
    test(`${budget.page} (${budget.path}): at most ${formatKb(budget.maxBytes)}`, () => {
      const weight = measurePage(readManifest(), budget);
      const summary = `${budget.page}: ${formatKb(weight.brotliBytes)} of ${formatKb(budget.maxBytes)} in ${weight.files.length} files`;
      console.log(summary);
      expect(weight.brotliBytes, `${summary}\n${describeWeight(weight)}`).toBeLessThanOrEqual(
        budget.maxBytes,
      );
    });
  }
});

describe('precompressed files', () => {
  test('every script, stylesheet, page and icon over 1 KB has brotli and gzip copies', () => {
    const files = compressibleFiles(1000);
    expect(files.length).toBeGreaterThan(10);
    const missing = files.flatMap((file) =>
      ['.br', '.gz']
        .map((extension) => `${file}${extension}`)
        .filter((copy) => !existsSync(path.join(webDistDir, copy))),
    );
    expect(missing).toEqual([]);
  });
});

interface ScriptTransfer {
  path: string;
  /** Bytes received: compressed body and response headers. */
  transferSize: number;
  /** Bytes of the script itself. */
  decodedBodySize: number;
}

/** The scripts the page has downloaded so far, as the browser's Resource Timing reports them. */
function scriptsLoaded(page: Page): Promise<ScriptTransfer[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferSize: entry.transferSize,
        decodedBodySize: entry.decodedBodySize,
      })),
  );
}

/** Content-Encoding of every script response the page receives from now on, by path. */
function recordScriptEncodings(page: Page): Map<string, string> {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) encodings.set(path, response.headers()['content-encoding'] ?? '');
  });
  return encodings;
}

/** Asserts every sizeable script came brotli-compressed and the total is within the budget. */
function expectWithinBudget(
  budget: JsBudget,
  scripts: ScriptTransfer[],
  encodings: Map<string, string>,
): void {
  const listing = scripts
    .map(
      (script) =>
        `  ${formatKb(script.transferSize)} (${formatKb(script.decodedBodySize)} plain, ` +
        `${encodings.get(script.path) || 'uncompressed'})  ${script.path}`,
    )
    .join('\n');
  for (const script of scripts.filter((candidate) => candidate.decodedBodySize > 1000)) {
    expect(encodings.get(script.path), `${script.path} was not sent brotli-compressed`).toBe('br');
  }
  const total = scripts.reduce((sum, script) => sum + script.transferSize, 0);
  const summary = `${budget.page} in Chromium: ${formatKb(total)} of JavaScript transferred (budget ${formatKb(budget.maxBytes)})`;
  console.log(summary);
  expect(total, `${summary}\n${listing}`).toBeLessThanOrEqual(budget.maxBytes);
}

describe('JavaScript over the wire in Chromium', () => {
  test('a first visit to the sign-in page transfers at most its budget, brotli-compressed', async ({
    page,
  }) => {
    const encodings = recordScriptEncodings(page);
    await page.goto('/signin');
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
    const scripts = await scriptsLoaded(page);
    expectWithinBudget(budgetOf('sign-in'), scripts, encodings);
    // Socket.IO's client is for signed-in users only.
    const realtime = `/${builtFileOf(readManifest(), realtimeModule)}`;
    expect(scripts.map((script) => script.path)).not.toContain(realtime);
  });

  test('a first visit to a problem with math and code transfers at most its budget', async ({
    page,
  }) => {
    const origin = server().origin;
    const signup = await callApi(origin, 'POST', '/signup', { body: uniqueUser('budget') });
    const cookie = sessionCookieFrom(signup);
    const problem: ProblemInput = {
      title: 'Sum of a segment',
      link: 'https://codeforces.com/problemset/problem/1/A',
      problemstatement: {
        statement:
          'Given $n$ integers $a_1, \\ldots, a_n$, print $\\sum a_i$.\n\n```cpp\nlong long s = 0;\n```',
        input: 'The first line holds $n$ ($1 \\le n \\le 10^5$).',
        output: 'One integer.',
        exampleinput: '3\n1 2 3',
        exampleoutput: '6',
      },
      platform: { name: 'Codeforces', rating: 3 },
    };
    const created = await callApi(origin, 'POST', '/addproblem', { body: problem, cookie });
    expect(created.status).toBe(201);
    const { problem: stored } = created.body as { problem: { _id: string } };

    const [name, value] = cookie.split('=', 2);
    await page.context().addCookies([{ name: name ?? '', value: value ?? '', url: origin }]);
    const encodings = recordScriptEncodings(page);
    await page.goto(`/problem/${stored._id}`);
    await expectVisible(page.locator('.katex'), 'typeset math in the statement');
    await expectVisible(page.locator('code.hljs'), 'highlighted code in the statement');
    expectWithinBudget(budgetOf('problem page'), await scriptsLoaded(page), encodings);
  });
});
