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
];
const measuredWrites = ['add a problem', 'add a solution'];

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

describe('npm run bench -- --smoke', () => {
  test('measures every read and write on tiny data, on each database it is given, and leaves the report alone', async () => {
    const reportBefore = await readFile(reportFile, 'utf8');
    const { BENCH_DATABASE_URL, DATABASE_URL, ...env } = process.env;
    const postgres = BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;

    const { code, output } = await runBench(['--smoke'], env);

    expect(code, output).toBe(0);
    const databases =
      postgres === undefined ? ['Embedded database ('] : ['Embedded database (', 'PostgreSQL ('];
    for (const database of databases) {
      const tables = tableRowsAfter(output, database);
      for (const name of [...measuredReads, ...measuredWrites]) {
        expect(tables, output).toMatch(new RegExp(`^\\| ${name} \\| .* \\| 0 \\| `, 'm'));
      }
    }
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
