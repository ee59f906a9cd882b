// Bundles the server's TypeScript into server/dist/main.js (and the embedded database's thread into
// server/dist/embedded-worker.js) ahead of time, so a start loads one
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
  // The embedded database's thread loads its own file, beside main.js (src/db/embedded-client.ts).
  entryPoints: {
    main: path.join(serverRoot, 'src', 'main.ts'),
    'embedded-worker': path.join(serverRoot, 'src', 'db', 'embedded-worker.ts'),
  },
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A package's subpaths (drizzle-orm/pg-core) are external with it.
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
