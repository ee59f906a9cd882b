// Bundles the server's TypeScript into server/dist/main.js ahead of time, so a start loads one
// JavaScript file instead of compiling every module at each start. Packages stay in node_modules;
// only the server's own code and the shared contract (TypeScript sources) are bundled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const ownWorkspaces = (name) => name.startsWith('@upsolve/');
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !ownWorkspaces(name));

await build({
  entryPoints: [path.join(serverRoot, 'src', 'main.ts')],
  outfile: path.join(serverRoot, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A package's subpaths (drizzle-orm/pg-core) are external with it.
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
