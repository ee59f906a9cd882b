import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every feature has the same shape (docs/architecture.md): routes.ts (schemas, then a call to the
 * service), service.ts (logic and queries), policy.ts (loads what a rule needs and refuses),
 * presenter.ts (row → response), index.ts (its public face: what other features may import). A new
 * feature copied from any of them starts right.
 */
const featuresDir = path.dirname(fileURLToPath(import.meta.url));
const shape = ['routes.ts', 'service.ts', 'policy.ts', 'presenter.ts'];

/** health answers probes about the process itself: no data, no rules, no responses to shape. */
const routesOnly = new Set(['health']);
/**
 * threads is the comment thread that blogs and discussion both mount under their own paths: it
 * has every part of a feature but routes of its own.
 */
const withoutRoutes = new Set(['threads']);

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const read = (feature: string, file: string) =>
  readFileSync(path.join(featuresDir, feature, file), 'utf8');

describe('the shape of every feature in server/src/features', () => {
  it('finds the features', () => {
    expect(features).toEqual(expect.arrayContaining(['auth', 'problems', 'reviews', 'solutions']));
  });

  it.each(features)('%s has routes.ts, service.ts, policy.ts and presenter.ts', (feature) => {
    const expected = routesOnly.has(feature)
      ? ['routes.ts']
      : withoutRoutes.has(feature)
        ? shape.filter((file) => file !== 'routes.ts')
        : shape;
    const missing = expected.filter((file) => !existsSync(path.join(featuresDir, feature, file)));
    expect(missing, `features/${feature} is missing ${missing.join(', ')}`).toEqual([]);
  });

  it.each(features.filter((feature) => !routesOnly.has(feature)))(
    "%s's policy.ts decides instead of re-exporting the contract's rules",
    (feature) => {
      const policy = read(feature, 'policy.ts');
      expect(policy, `features/${feature}/policy.ts re-exports`).not.toMatch(/^export .* from /m);
      expect(policy, `features/${feature}/policy.ts defines no function`).toMatch(
        /^export (async )?function /m,
      );
    },
  );

  it.each(features)(
    '%s has index.ts, its public face, which only re-exports its own files',
    (feature) => {
      const face = read(feature, 'index.ts');
      const code = face
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.trim().startsWith('//'));
      const notReExports = code.filter(
        (line) => !/^export (type )?\{[^}]*\} from '\.\/[^']+';$/.test(line),
      );
      if (code.join('') === 'export {};') {
        expect(face, `features/${feature}/index.ts says why it is empty`).toMatch(
          /public face is empty/,
        );
        return;
      }
      expect(notReExports, `features/${feature}/index.ts holds more than re-exports`).toEqual([]);
    },
  );

  it.each(features.filter((feature) => !withoutRoutes.has(feature)))(
    '%s is mounted by features/index.ts',
    (feature) => {
      expect(read('.', 'index.ts')).toContain(`from './${feature}/routes.ts'`);
    },
  );

  // What happened is said by events; what follows from it is each feature's reactions.
  it.each(features.filter((feature) => sourcesOf(feature).some(recordsEvents)))(
    '%s records events, so it has subscribers.ts, subscribed by features/index.ts',
    (feature) => {
      expect(existsSync(path.join(featuresDir, feature, 'subscribers.ts'))).toBe(true);
      expect(read('.', 'index.ts')).toContain(`from './${feature}/subscribers.ts'`);
    },
  );

  it.each(features.filter((feature) => !withoutRoutes.has(feature)))(
    '%s routes call services, never commit() themselves',
    (feature) => {
      expect(read(feature, 'routes.ts')).not.toMatch(/domainEvent\(|\.commit\(/);
    },
  );
});

/** The feature's own source files, tests left out. */
function sourcesOf(feature: string): string[] {
  return readdirSync(path.join(featuresDir, feature))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => read(feature, file));
}

const recordsEvents = (source: string) => source.includes('domainEvent(');
