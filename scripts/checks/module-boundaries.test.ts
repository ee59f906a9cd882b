import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Runs the repository's own dependency-cruiser rules (what `npm run lint:deps` runs) on a probe
 * tree shaped like the repository, so each way of spelling an import is proven to be judged by
 * where it lands.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const probeFiles: Record<string, string> = {
  'web/src/lib/shared.ts': 'export const shared = 1;\n',
  'web/src/features/problems/lib/format.ts': 'export type Format = string;\nexport const f = 1;\n',
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
    'export const allowed = shared + own + sameOwn;',
    '',
  ].join('\n'),
  'web/src/lib/reaches-server.ts':
    "import { shared } from '../../../server/src/lib/shared.ts';\nexport const s = shared;\n",
  'server/src/lib/shared.ts': 'export const shared = 1;\n',
  'server/src/features/problems/service.ts': 'export const service = 1;\n',
  'server/src/features/solutions/own.ts': 'export const own = 1;\n',
  'server/src/features/solutions/by-relative-path.ts':
    "import { service } from '../problems/service.ts';\nexport const r = service;\n",
  'server/src/features/solutions/by-dynamic-import.ts':
    "export const load = () => import('../problems/service.ts');\n",
  'server/src/features/solutions/allowed.ts': [
    "import { shared } from '../../lib/shared.ts';",
    "import { own } from './own.ts';",
    'export const allowed = shared + own;',
    '',
  ].join('\n'),
};

let probeRoot = '';

async function writeProbe(): Promise<void> {
  probeRoot = await mkdtemp(join(tmpdir(), 'upsolve-boundaries-'));
  for (const [path, text] of Object.entries(probeFiles)) {
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
  await writeFile(join(probeRoot, 'web/tsconfig.json'), JSON.stringify(probeTsConfig));
}

async function violationsInProbe(): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(repoRoot, '.dependency-cruiser.cjs'));
  const probeTsConfig = join(probeRoot, 'web/tsconfig.json');
  const { output } = await cruise(
    ['web/src', 'server/src'],
    { ...options, baseDir: probeRoot, tsConfig: { fileName: probeTsConfig } },
    {},
    { tsConfig: extractTSConfig(probeTsConfig) },
  );
  const result = output as ICruiseResult;
  return result.summary.violations
    .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
    .sort();
}

beforeAll(writeProbe);
afterAll(() => rm(probeRoot, { recursive: true, force: true }));

describe('the module boundary check (npm run lint:deps)', () => {
  it('refuses a cross-feature import however it is spelled, in web and server, and nothing else', async () => {
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
      ].sort(),
    );
  });
});
