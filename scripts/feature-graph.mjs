/**
 * The feature graph stays acyclic (docs/decisions/003-module-graph-check.md). A feature imports
 * another only through its index.ts, so two features can depend on each other without any module
 * cycle (a's service → b's index → b's file → a's index → a's other file): dependency-cruiser's
 * no-circular rule sees modules, not features. This folds the module graph into features and
 * refuses any cycle among them. `npm run lint:deps` runs it after dependency-cruiser's rules;
 * scripts/checks/module-boundaries.test.ts proves it on probe files.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** The feature a file belongs to ("server/problems"), or null outside every feature folder. */
function featureOf(path) {
  const match = /^(server|web)\/src\/features\/([^/]+)\//.exec(path);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** Which features each feature imports (from dependency-cruiser's modules), sorted. */
export function featureEdges(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = featureOf(module.source);
    if (from === null) continue;
    const targets = edges.get(from) ?? new Set();
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved);
      if (to !== null && to !== from) targets.add(to);
    }
    edges.set(from, targets);
  }
  return new Map(
    [...edges].sort(([a], [b]) => a.localeCompare(b)).map(([from, to]) => [from, [...to].sort()]),
  );
}

/** Each cycle among the features, as the path that closes it ("a → b → a"), found by depth-first search. */
export function featureCycles(edges) {
  const cycles = [];
  const done = new Set();
  const onPath = [];
  const visit = (feature) => {
    const at = onPath.indexOf(feature);
    if (at !== -1) {
      cycles.push([...onPath.slice(at), feature].join(' → '));
      return;
    }
    if (done.has(feature)) return;
    onPath.push(feature);
    for (const next of edges.get(feature) ?? []) visit(next);
    onPath.pop();
    done.add(feature);
  };
  for (const feature of edges.keys()) visit(feature);
  return cycles;
}

/** Cruises `paths` under `baseDir` with the repository's rules; answers the feature graph. */
export async function cruiseFeatureEdges(baseDir, paths, tsConfigFile) {
  const options = await extractDepcruiseOptions(`${repoRoot}.dependency-cruiser.cjs`);
  const tsConfig = tsConfigFile ?? options.tsConfig.fileName;
  const { output } = await cruise(
    paths,
    { ...options, baseDir, tsConfig: { fileName: tsConfig } },
    {},
    { tsConfig: extractTSConfig(tsConfig) },
  );
  return featureEdges(output.modules);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const edges = await cruiseFeatureEdges(repoRoot, ['server/src', 'web/src']);
  const cycles = featureCycles(edges);
  for (const cycle of cycles) console.error(`  error feature-cycle: ${cycle}`);
  if (cycles.length > 0) {
    console.error(`\nx ${cycles.length} cycle(s) between features: a feature graph stays acyclic.`);
    process.exit(1);
  }
  const uses = [...edges].filter(([, to]) => to.length > 0).length;
  console.log(`✔ no cycles between features (${edges.size} features, ${uses} import others)`);
}
