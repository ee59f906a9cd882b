import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { repoRoot } from '../../scripts/builds.mjs';

export const reportFile = path.join(repoRoot, 'docs', 'performance.md');

/** The machine a result was measured on, as one line. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const memoryGiB = Math.round(totalmem() / 1024 ** 3);
  return `${cpus().length} cores (${cpu}), ${memoryGiB} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/**
 * Replaces the report's section `name` (between its begin and end comments) with `body` and the
 * machine it was measured on, leaving the words around it as they are.
 */
export async function writeReportSection(name: string, body: string): Promise<void> {
  const begin = `<!-- bench:${name}:begin -->`;
  const end = `<!-- bench:${name}:end -->`;
  const report = await readFile(reportFile, 'utf8');
  const from = report.indexOf(begin);
  const to = report.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${reportFile} has no ${begin} ... ${end} section`);
  const section = `${begin}\n\nMeasured on ${machineLine()}.\n\n${body}\n\n`;
  const updated = report.slice(0, from) + section + report.slice(to);
  // Formatted as `npm run format` would (tables padded), so `npm run check` stays clean.
  const options = await prettier.resolveConfig(reportFile);
  await writeFile(reportFile, await prettier.format(updated, { ...options, filepath: reportFile }));
}
