import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { configVariables } from '../../server/src/config.ts';
import { repoRoot } from '../harness/paths.ts';

interface DocumentedVariable {
  name: string;
  default: string;
  meaning: string;
}

/** Rows of the README's configuration table ("| `NAME` | default | meaning |", cells padded). */
function documentedVariables(readme: string): DocumentedVariable[] {
  const rows = readme.split('\n').filter((line) => /^\|\s*`[A-Z0-9_]+`\s*\|/.test(line));
  return rows.map((row) => {
    const [name = '', fallback = '', meaning = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { name: name.replaceAll('`', ''), default: fallback, meaning };
  });
}

describe('README', () => {
  test('documents every configuration variable with the default and meaning the server uses', async () => {
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const expected = configVariables.map(({ name, default: fallback, meaning }) => ({
      name,
      default: fallback,
      meaning,
    }));
    expect(documentedVariables(readme)).toEqual(expected);
  });
});
