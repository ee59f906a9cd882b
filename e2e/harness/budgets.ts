import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

/** The built web app and the manifest Vite writes beside it (`build.manifest` in web/vite.config.ts). */
export const webDistDir = path.join(repoRoot, 'web', 'dist');
export const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');

/** Kilobytes as the budgets count them (1 KB = 1,000 bytes, as Vite's build report does). */
export const kb = 1000;

export interface JsBudget {
  /** The page, as a test title names it. */
  page: string;
  /** A URL of the page, e.g. for the browser check. */
  path: string;
  /**
   * Source modules (keys of the manifest) a first visit imports on demand: the route's layout, its
   * screen, and what the screen loads lazily as soon as it shows (the Markdown renderer and its
   * extensions).
   */
  lazyModules: string[];
  /** Most JavaScript a first visit may download, compressed (brotli), in bytes. */
  maxBytes: number;
}

/**
 * Socket.IO's client and what its events do, imported on demand by every signed-in screen and
 * never by the landing and sign-in pages.
 */
export const realtimeModule = 'src/lib/realtime/socket.ts';

/**
 * JavaScript over the wire on a first visit (docs/performance.md): the landing and sign-in pages
 * at most 120 KB (aim: 100 KB), a problem page at most 350 KB, the contest calendar at most 250 KB
 * (its calendar and date libraries in its own chunk; the .ics writer loads only on a click),
 * compressed. The only place these numbers live: the build check and the browser check both read
 * them.
 */
export const jsBudgets: JsBudget[] = [
  {
    page: 'landing',
    path: '/',
    lazyModules: ['src/app/layout/public-layout.tsx', 'src/features/landing/routes/landing.tsx'],
    maxBytes: 120 * kb,
  },
  {
    page: 'sign-in',
    path: '/signin',
    lazyModules: ['src/app/layout/public-layout.tsx', 'src/features/auth/routes/signin.tsx'],
    maxBytes: 120 * kb,
  },
  {
    page: 'problem page',
    path: '/problem/:problemId',
    lazyModules: [
      'src/app/layout/app-layout.tsx',
      'src/features/problems/routes/problem-details.tsx',
      // The worst case: a statement with math (KaTeX) and fenced code (highlight.js).
      'src/components/ui/markdown-renderer.tsx',
      'src/components/ui/markdown-math.ts',
      'src/components/ui/markdown-highlight.ts',
      // Every signed-in screen opens the real-time connection as soon as it shows.
      realtimeModule,
    ],
    maxBytes: 350 * kb,
  },
  {
    page: 'contest calendar',
    path: '/contests',
    lazyModules: [
      'src/app/layout/app-layout.tsx',
      'src/features/contests/routes/contests.tsx',
      realtimeModule,
    ],
    maxBytes: 250 * kb,
  },
];

/** One chunk of Vite's manifest (only the fields the budget reads). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface MeasuredFile {
  /** Path inside web/dist, e.g. assets/framework-CAy3peJG.js. */
  file: string;
  /** Its size over the wire to a browser that accepts brotli. */
  brotliBytes: number;
}

export interface PageWeight {
  files: MeasuredFile[];
  brotliBytes: number;
}

export function readManifest(): Manifest {
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing: run \`npm run build\` (web/vite.config.ts sets build.manifest).`,
    );
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (chunk === undefined) {
    throw new Error(`The build manifest has no module ${key}: was it renamed or moved?`);
  }
  return chunk;
}

/** The built file of a source module (a key of the manifest). */
export function builtFileOf(manifest: Manifest, key: string): string {
  return chunkOf(manifest, key).file;
}

/** The JS files a module loads before it runs: its own chunk and every static import, transitively. */
function collectStaticImports(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = chunkOf(manifest, key);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectStaticImports(manifest, imported, files);
}

/**
 * What a browser that accepts brotli downloads: the .br copy, or the file itself where the build
 * wrote none (a copy that would not be smaller is skipped).
 */
function wireSize(file: string): number {
  const compressed = path.join(webDistDir, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : path.join(webDistDir, file)).size;
}

/**
 * The JavaScript a first visit of the page downloads: the entry (index.html's script) with its
 * static imports, then each lazy module with its static imports, each file counted once.
 */
export function measurePage(manifest: Manifest, budget: JsBudget): PageWeight {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry === true);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the build manifest, found ${entries.length}.`);
  }
  const files = new Set<string>();
  for (const [key] of entries) collectStaticImports(manifest, key, files);
  for (const key of budget.lazyModules) collectStaticImports(manifest, key, files);
  const measured = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, brotliBytes: wireSize(file) }))
    .sort((a, b) => b.brotliBytes - a.brotliBytes);
  return {
    files: measured,
    brotliBytes: measured.reduce((sum, file) => sum + file.brotliBytes, 0),
  };
}

/** "123.4 KB" */
export function formatKb(bytes: number): string {
  return `${(bytes / kb).toFixed(1)} KB`;
}

/** A readable list of a page's files and sizes, largest first, for failure messages and logs. */
export function describeWeight(weight: PageWeight): string {
  return weight.files.map((file) => `  ${formatKb(file.brotliBytes)}  ${file.file}`).join('\n');
}

/** Text files a browser fetches, worth compressing: scripts, styles, pages, icons. */
const compressible = /\.(js|css|html|svg)$/;

/** Compressible files in web/dist (outside .vite/) over `minBytes`, as paths inside web/dist. */
export function compressibleFiles(minBytes: number): string[] {
  return readdirSync(webDistDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith('.vite') && compressible.test(file))
    .filter((file) => statSync(path.join(webDistDir, file)).size > minBytes)
    .map((file) => file.split(path.sep).join('/'));
}
