import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruiseFeatureEdges, featureCycles } from '../feature-graph.mjs';

/*
 * Runs the repository's own dependency-cruiser rules (what `npm run lint:deps` runs) on a probe
 * tree shaped like the repository, so each way of spelling an import is proven to be judged by
 * where it lands.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const probeFiles: Record<string, string> = {
  'web/src/lib/shared.ts': 'export const shared = 1;\n',
  'web/src/features/problems/lib/format.ts': 'export type Format = string;\nexport const f = 1;\n',
  'web/src/features/problems/index.ts': "export { f } from './lib/format.ts';\n",
  'web/src/features/solutions/lib/own.ts': 'export const own = 1;\n',
  'web/src/features/solutions/lib/by-alias.ts':
    "import { f } from '@/features/problems/lib/format.ts';\nexport const a = f;\n",
  'web/src/features/solutions/lib/by-relative-path.ts':
    "import { f } from '../../problems/lib/format.ts';\nexport const r = f;\n",
  'web/src/features/solutions/lib/by-dynamic-import.ts':
    "export const load = () => import('@/features/problems/lib/format.ts');\n",
  'web/src/features/solutions/lib/by-type-import.ts':
    "import type { Format } from '../../problems/lib/format.ts';\nexport const t: Format = '';\n",
  'web/src/features/solutions/lib/allowed.ts': [
    "import { shared } from '@/lib/shared.ts';",
    "import { own } from '@/features/solutions/lib/own.ts';",
    "import { own as sameOwn } from './own.ts';",
    "import { f } from '@/features/problems/index.ts';",
    'export const allowed = shared + own + sameOwn + f;',
    '',
  ].join('\n'),
  'web/src/lib/reaches-feature.ts':
    "import { f } from '@/features/problems/index.ts';\nexport const l = f;\n",
  'web/src/app/header.ts': [
    "import { f } from '@/features/problems/index.ts';",
    "import { routes } from '@/features/problems/routes/index.ts';",
    'export const header = [f, routes];',
    '',
  ].join('\n'),
  'web/src/app/reaches-inside.ts':
    "import { f } from '@/features/problems/lib/format.ts';\nexport const i = f;\n",
  'web/src/features/problems/routes/index.ts': 'export const routes = [];\n',
  'web/src/lib/reaches-server.ts':
    "import { shared } from '../../../server/src/lib/shared.ts';\nexport const s = shared;\n",
  'server/src/lib/shared.ts': 'export const shared = 1;\n',
  'server/src/features/problems/service.ts': 'export const service = 1;\n',
  'server/src/features/problems/index.ts': "export { service } from './service.ts';\n",
  'server/src/features/solutions/own.ts': 'export const own = 1;\n',
  'server/src/features/solutions/by-relative-path.ts':
    "import { service } from '../problems/service.ts';\nexport const r = service;\n",
  'server/src/features/solutions/by-dynamic-import.ts':
    "export const load = () => import('../problems/service.ts');\n",
  'server/src/features/solutions/allowed.ts': [
    "import { shared } from '../../lib/shared.ts';",
    "import { own } from './own.ts';",
    "import { service } from '../problems/index.ts';",
    'export const allowed = shared + own + service;',
    '',
  ].join('\n'),
  'server/src/lib/reaches-feature.ts':
    "import { service } from '../features/problems/index.ts';\nexport const l = service;\n",
  'server/src/plugins/uses-face.ts':
    "import { service } from '../features/problems/index.ts';\nexport const p = service;\n",
  'server/src/plugins/reaches-inside.ts':
    "import { service } from '../features/problems/service.ts';\nexport const i = service;\n",
  'server/src/app.ts':
    "import { service } from './features/problems/index.ts';\nexport const a = service;\n",
};

/*
 * Two features that use each other through their public faces: no module cycle (each index.ts
 * re-exports a file that imports only the other's index.ts), but a cycle between the features.
 */
const featureCycleFiles: Record<string, string> = {
  'server/src/features/reviews/rating.ts': 'export const rating = 1;\n',
  'server/src/features/reviews/index.ts': "export { rating } from './rating.ts';\n",
  'server/src/features/reviews/service.ts':
    "import { card } from '../cards/index.ts';\nexport const reviews = card;\n",
  'server/src/features/cards/card.ts': 'export const card = 1;\n',
  'server/src/features/cards/index.ts': "export { card } from './card.ts';\n",
  'server/src/features/cards/service.ts':
    "import { rating } from '../reviews/index.ts';\nexport const cards = rating;\n",
};

let probeRoot = '';

async function writeProbe(files: Record<string, string>): Promise<void> {
  probeRoot = await mkdtemp(join(tmpdir(), 'upsolve-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(probeRoot, path)), { recursive: true });
    await writeFile(join(probeRoot, path), text);
  }
  // The repository's web tsconfig (its `paths` included), rooted in the probe's web folder. The
  // resolver reads `extends` as relative to the file, even an absolute one.
  const repoTsConfig = join(repoRoot, 'web/tsconfig.depcruise.json');
  const probeTsConfig = {
    extends: relative(join(probeRoot, 'web'), repoTsConfig),
    compilerOptions: { baseUrl: '.' },
  };
  await mkdir(join(probeRoot, 'web'), { recursive: true });
  await writeFile(join(probeRoot, 'web/tsconfig.json'), JSON.stringify(probeTsConfig));
}

const probeTsConfigFile = () => join(probeRoot, 'web/tsconfig.json');

async function violationsInProbe(paths = ['web/src', 'server/src']): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(repoRoot, '.dependency-cruiser.cjs'));
  const tsConfig = probeTsConfigFile();
  const { output } = await cruise(
    paths,
    { ...options, baseDir: probeRoot, tsConfig: { fileName: tsConfig } },
    {},
    { tsConfig: extractTSConfig(tsConfig) },
  );
  const result = output as ICruiseResult;
  return result.summary.violations
    .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
    .sort();
}

describe('the module boundary check (npm run lint:deps)', () => {
  beforeAll(() => writeProbe(probeFiles));
  afterAll(() => rm(probeRoot, { recursive: true, force: true }));

  it("refuses an import of another feature's internals however it is spelled, and nothing else", async () => {
    const webProblems = 'web/src/features/problems/lib/format.ts';
    const serverProblems = 'server/src/features/problems/service.ts';
    expect(await violationsInProbe()).toEqual(
      [
        `no-cross-feature: web/src/features/solutions/lib/by-alias.ts → ${webProblems}`,
        `no-cross-feature: web/src/features/solutions/lib/by-relative-path.ts → ${webProblems}`,
        `no-cross-feature: web/src/features/solutions/lib/by-dynamic-import.ts → ${webProblems}`,
        `no-cross-feature: web/src/features/solutions/lib/by-type-import.ts → ${webProblems}`,
        `no-cross-feature: server/src/features/solutions/by-relative-path.ts → ${serverProblems}`,
        `no-cross-feature: server/src/features/solutions/by-dynamic-import.ts → ${serverProblems}`,
        'no-web-server-imports: web/src/lib/reaches-server.ts → server/src/lib/shared.ts',
        `outside-uses-public-faces: web/src/app/reaches-inside.ts → ${webProblems}`,
        `outside-uses-public-faces: server/src/plugins/reaches-inside.ts → ${serverProblems}`,
        'shared-code-imports-no-feature: web/src/lib/reaches-feature.ts → web/src/features/problems/index.ts',
        'shared-code-imports-no-feature: server/src/lib/reaches-feature.ts → server/src/features/problems/index.ts',
      ].sort(),
    );
  });

  it('finds no cycle among features that use one another one way', async () => {
    const edges = await cruiseFeatureEdges(
      probeRoot,
      ['web/src', 'server/src'],
      probeTsConfigFile(),
    );
    expect(edges.get('server/solutions')).toEqual(['server/problems']);
    expect(edges.get('web/solutions')).toEqual(['web/problems']);
    expect(featureCycles(edges)).toEqual([]);
  });
});

describe('the feature graph check (npm run lint:deps)', () => {
  beforeAll(() => writeProbe(featureCycleFiles));
  afterAll(() => rm(probeRoot, { recursive: true, force: true }));

  it("refuses two features that use each other's public faces, though no module cycle", async () => {
    expect(await violationsInProbe(['server/src'])).toEqual([]);
    const edges = await cruiseFeatureEdges(probeRoot, ['server/src'], probeTsConfigFile());
    expect(featureCycles(edges)).toEqual(['server/cards → server/reviews → server/cards']);
  });
});
