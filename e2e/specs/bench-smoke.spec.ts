import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from '../harness/paths.ts';

const reportFile = path.join(repoRoot, 'docs', 'performance.md');
const benchEntry = path.join(repoRoot, 'bench', 'src', 'bench.ts');

const measuredReads = [
  'dashboard, first page',
  'dashboard, first page, compressed',
  'dashboard, search',
  'dashboard, platform filter',
  'dashboard, deep cursor page',
  'problem',
  'problem solutions',
  'problem reviews',
  'top users',
  'check-auth',
  'dashboard, mark filter',
  'profile heatmap, 5,000 marked days',
];
const measuredWrites = ['add a problem', 'add a solution'];
/** Each database's mixed-workload rows: setup and writes per second. */
const mixedRows = {
  embedded: [
    ['one node, embedded', 0],
    ['one node, embedded', 1],
    ['one node, embedded', 20],
  ],
  postgres: [
    ['one node, PostgreSQL', 0],
    ['one node, PostgreSQL', 1],
    ['one node, PostgreSQL', 20],
    ['one node, PostgreSQL, limits in Redis', 0],
    ['two nodes, PostgreSQL and Redis', 0],
    ['two nodes, PostgreSQL and Redis', 1],
    ['two nodes, PostgreSQL and Redis', 20],
  ],
} as const;
const mixedHeading = 'Mixed workload, ';

/** Runs `npm run bench`'s entry with `args`; resolves with its exit code and everything it printed. */
function runBench(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', benchEntry, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The rows of the printed tables that follow `heading` (one database's tables). */
function tableRowsAfter(output: string, heading: string): string {
  const from = output.indexOf(heading);
  expect(from, output).toBeGreaterThan(-1);
  return output.slice(from);
}

const { BENCH_DATABASE_URL, DATABASE_URL, ...benchEnv } = process.env;
const postgresAdminUrl = BENCH_DATABASE_URL ?? benchEnv.TEST_DATABASE_URL;

// CI provides PostgreSQL: there, a missing variable is a broken setup, not a reason to skip.
if (process.env.CI && postgresAdminUrl === undefined) {
  throw new Error('CI is set, so the PostgreSQL smoke run needs TEST_DATABASE_URL.');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The mixed workload's table: a row per setup and rate, each with requests answered, and writes
 * made wherever the rate asks for them (a write that failed would have stopped the bench).
 */
function expectMixedRows(output: string, only: 'embedded' | 'postgres'): void {
  const tables = tableRowsAfter(output, mixedHeading);
  for (const [setup, rate] of mixedRows[only]) {
    const row = new RegExp(`^\\| ${escaped(setup)} \\| ${rate} \\| .*$`, 'm').exec(tables)?.[0];
    expect(row, output).toBeDefined();
    const cells = (row ?? '').split('|').map((cell) => cell.trim());
    // Cells: setup, writes/s, bare req/s, Upsolve req/s, ..., writes made (the 11th).
    expect(Number((cells[4] ?? '').replace(/,/g, '')), row).toBeGreaterThan(0);
    if (rate > 0) expect(cells[11], row).toMatch(/^[1-9][\d,]*: /);
  }
}

/**
 * Runs the smoke bench on one database and checks that every read and write, and the mixed
 * workload, were measured without an error and that the report was left alone. One database per
 * test: each starts its own servers.
 */
async function expectSmokeRun(only: 'embedded' | 'postgres', heading: string): Promise<void> {
  const reportBefore = await readFile(reportFile, 'utf8');
  const env =
    only === 'postgres' ? { ...benchEnv, BENCH_DATABASE_URL: postgresAdminUrl } : benchEnv;

  const { code, output } = await runBench(['--smoke', `--only=${only}`], env);

  expect(code, output).toBe(0);
  const tables = tableRowsAfter(output, heading);
  for (const name of [...measuredReads, ...measuredWrites]) {
    expect(tables, output).toMatch(new RegExp(`^\\| ${name} \\| .* \\| 0 \\| `, 'm'));
  }
  expectMixedRows(output, only);
  expect(await readFile(reportFile, 'utf8')).toBe(reportBefore);
}

describe('npm run bench -- --smoke', () => {
  test('measures every read and write on tiny embedded data, and leaves the report alone', async () => {
    await expectSmokeRun('embedded', 'Embedded database (');
  });

  test.runIf(postgresAdminUrl !== undefined)(
    'measures every read and write on tiny PostgreSQL data, and leaves the report alone',
    async () => {
      await expectSmokeRun('postgres', 'PostgreSQL (');
    },
  );

  test('--mixed measures only the mixed workload', async () => {
    const { code, output } = await runBench(['--smoke', '--mixed', '--only=embedded'], benchEnv);

    expect(code, output).toBe(0);
    expect(output).not.toContain('Embedded database (');
    expectMixedRows(output, 'embedded');
  });

  test('--read= measures only the named reads, and leaves the report alone', async () => {
    const reportBefore = await readFile(reportFile, 'utf8');
    const heatmap = 'profile heatmap, 5,000 marked days';

    const { code, output } = await runBench(
      ['--smoke', '--only=embedded', `--read=${heatmap}`],
      benchEnv,
    );

    expect(code, output).toBe(0);
    const tables = tableRowsAfter(output, 'Embedded database (');
    expect(tables, output).toMatch(new RegExp(`^\\| ${heatmap} \\| .* \\| 0 \\| `, 'm'));
    expect(tables, output).not.toMatch(/^\| dashboard, first page \|/m);
    expect(output).not.toContain(mixedHeading);
    expect(await readFile(reportFile, 'utf8')).toBe(reportBefore);
  });

  test('exits non-zero, saying why, when a database cannot be reached', async () => {
    const { code, output } = await runBench(['--smoke', '--only=postgres'], {
      ...process.env,
      BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/upsolve_unreachable',
    });

    expect(code, output).toBe(1);
    expect(output).toContain('The bench stopped: ');
  });
});
