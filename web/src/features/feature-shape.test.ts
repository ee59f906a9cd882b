import { describe, expect, it } from 'vitest';

/*
 * Every feature folder has one shape, so a new feature is built by copying any of them:
 *   index.ts     its public face: what other features and app/ may import (nothing else of it)
 *   api/         the feature's server calls: fetcher, query options and hook per call
 *   components/  what its screens are made of
 *   lib/         (optional) pure helpers: form values, formats, policies
 *   routes/      index.ts (its route table, placed by app/router.tsx) and one lazy screen per route
 */
const sources = import.meta.glob<string>('./*/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** feature name → its files, as paths inside the feature ("api/problem.ts"). */
const features = new Map<string, { path: string; text: string }[]>();
for (const [file, text] of Object.entries(sources)) {
  const [, feature = '', ...rest] = file.split('/');
  const files = features.get(feature) ?? [];
  files.push({ path: rest.join('/'), text });
  features.set(feature, files);
}

const folders = ['api', 'components', 'lib', 'routes'];
/** A call to the server: the API client or the paging helper. */
const serverCall = /\b(?:api\.(?:get|post|put|patch|delete|request)|fetchPage)\s*[<(]/;

describe.each([...features.keys()].sort())('feature %s', (feature) => {
  const files = features.get(feature) ?? [];
  const folderOf = (path: string) => (path.includes('/') ? (path.split('/')[0] ?? '') : '');

  it('holds only index.ts, api/, components/, lib/ and routes/ (shared tests go to web/src/test)', () => {
    const outside = files.filter(
      ({ path }) => path !== 'index.ts' && !folders.includes(folderOf(path)),
    );
    expect(outside.map(({ path }) => path)).toEqual([]);
  });

  it('has index.ts, its public face, which only re-exports its own files or says it is empty', () => {
    const face = files.find(({ path }) => path === 'index.ts')?.text;
    expect(face, `features/${feature} has no index.ts`).toBeDefined();
    const code = (face ?? '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => line.trim() !== '');
    if (code.join('') === 'export {};') {
      expect(face).toMatch(/public face is empty/);
      return;
    }
    const notReExports = code.filter(
      (line) => !/^export (type )?\{[^}]*\} from '\.\/[^']+';$/.test(line),
    );
    expect(notReExports).toEqual([]);
  });

  it('has routes/index.ts, its route table, and components/', () => {
    const paths = files.map(({ path }) => path);
    expect(paths).toContain('routes/index.ts');
    expect(paths.some((path) => folderOf(path) === 'components')).toBe(true);
  });

  it('has api/ exactly when it calls the server, and calls it only from api/', () => {
    const callers = files.filter(({ text }) => serverCall.test(text)).map(({ path }) => path);
    const hasApi = files.some(({ path }) => folderOf(path) === 'api');
    expect(callers.filter((path) => folderOf(path) !== 'api')).toEqual([]);
    expect(hasApi).toBe(callers.length > 0);
  });
});

it('finds the features it checks', () => {
  expect([...features.keys()]).toEqual(
    expect.arrayContaining(['auth', 'landing', 'problems', 'reviews', 'solutions']),
  );
});
