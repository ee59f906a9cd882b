// `npm run build`: the web app (Vite, into web/dist) and the server bundle (esbuild, into
// server/dist). With `--stale`, only what is missing or older than its sources.
import { builds, makeBuilds, staleBuilds } from './builds.mjs';

const names = process.argv.includes('--stale') ? staleBuilds() : Object.keys(builds);
process.exit(await makeBuilds(names));
