import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Code and docs explain themselves by citing files of the repository ("see
 * docs/decisions/006-lost-messages-detected.md", "plugins/bus.ts"). A citation of a file that is not
 * there (renamed, never written) sends a reader nowhere, so every one is checked.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The folders a path is cited from: the root, and each source root (comments drop `server/src/`). */
const sourceRoots = [
  '',
  'server',
  'server/src',
  'server/src/db',
  'web',
  'web/src',
  'contract/src',
  'e2e',
  'bench/src',
  'scripts',
];

/** A cited path: folders and a file name with one of the repository's extensions. */
const citedPath =
  /(?<![\w@./-])((?:\.\.?\/)*[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+\.(?:md|ts|tsx|mjs|cjs|sql|css|json|sh))(?![\w/-])/g;

/** Tracked text files whose citations are checked, found by git so nothing ignored counts. */
function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.(md|ts|tsx|mjs|cjs|css)$/.test(file))
    .filter((file) => !file.startsWith('server/drizzle/meta/'));
}

/** Paths that only look like files: package subpaths and URLs' paths. */
function isNotARepositoryPath(cited: string): boolean {
  return (
    cited.startsWith('node_modules/') ||
    /^(?:@|node:)/.test(cited) ||
    cited.includes('/dist/') ||
    cited.startsWith('dist/') ||
    cited.startsWith('.vite/') ||
    cited.endsWith('.d.ts')
  );
}

/** The citing file's folder and each folder above it: a comment cites from where it stands. */
function foldersAbove(file: string): string[] {
  const folders: string[] = [];
  for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) folders.push(folder);
  return folders;
}

/** Every feature folder: "a feature's routes/index.ts" is cited from inside one. */
const featureFolders = ['server/src/features', 'web/src/features'].flatMap((parent) =>
  readdirSync(join(repoRoot, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`),
);

function exists(citingFile: string, cited: string): boolean {
  if (cited.startsWith('.')) return existsSync(join(repoRoot, dirname(citingFile), cited));
  return [...foldersAbove(citingFile), ...sourceRoots, ...featureFolders].some((root) =>
    existsSync(join(repoRoot, root, cited)),
  );
}

/**
 * What a file says in prose: a document whole, and in code only its comments (a test's probe
 * files and import specifiers are code, checked by the compiler).
 */
function proseOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  return text
    .split('\n')
    .filter((line) => /^\s*(?:\/\/|\/?\*)/.test(line))
    .join('\n');
}

function missingCitations(): string[] {
  const missing: string[] = [];
  for (const file of trackedFiles()) {
    const text = proseOf(file, readFileSync(join(repoRoot, file), 'utf8'));
    for (const match of text.matchAll(citedPath)) {
      const cited = match[1] ?? '';
      // Placeholders and patterns name no one file: features/<name>/index.ts, {feature}, *.test.ts.
      if (/[<>{}*]/.test(text.slice((match.index ?? 0) - 1, (match.index ?? 0) + cited.length + 1)))
        continue;
      if (isNotARepositoryPath(cited)) continue;
      if (!exists(file, normalize(cited))) missing.push(`${file}: ${cited}`);
    }
  }
  return missing;
}

describe('cited repository paths', () => {
  it('name files that exist', () => {
    expect(missingCitations()).toEqual([]);
  });

  it('are recognised in comments and documents, placeholders aside', () => {
    const comment = '// see docs/decisions/008-messages.md and plugins/bus.ts\nconst a = 1;';
    expect([...proseOf('x.ts', comment).matchAll(citedPath)].map((match) => match[1])).toEqual([
      'docs/decisions/008-messages.md',
      'plugins/bus.ts',
    ]);
    expect(exists('server/src/x.ts', 'docs/decisions/008-messages.md')).toBe(false);
    expect(exists('server/src/x.ts', 'plugins/bus.ts')).toBe(true);
    expect(proseOf('x.ts', "import { a } from './gone.ts';")).toBe('');
  });
});
