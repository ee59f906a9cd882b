import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The API server the dev server forwards to (`npm run dev -w server` listens here). */
const apiTarget = 'http://127.0.0.1:3000';

/**
 * Long-lived vendor chunks: the framework every page needs, and the pieces only signed-in screens
 * use. Everything else splits along the lazy routes, so the landing and sign-in pages load only
 * the framework, the shell and their own chunk (budgets: e2e/harness/budgets.ts, checked by
 * e2e/specs/budgets.spec.ts against the built, compressed files).
 */
const vendorGroups: { name: string; test: RegExp; includeDependenciesRecursively?: boolean }[] = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
  },
  { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]/ },
  // The icons of the pages a visitor sees (landing, sign-in, sign-up: the theme switch, the
  // password's eye, banners, the busy spinner) and lucide's base: a chunk of their own, so those
  // pages do not load every icon the signed-in screens use.
  {
    name: 'public-icons',
    test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)|icons[\\/](arrow-right|layout-dashboard|circle-alert|circle-exclamation-point|circle-check|info|triangle-alert|triangle-exclamation-point|eye|eye-off|loader-circle|moon|sun))\.mjs$/,
  },
  // One chunk for the other icons instead of one each: a screen uses dozens, and every chunk
  // costs a response's headers on the wire besides its few hundred bytes.
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
  // The counts the signed-in header shows (lib/queries: invitations, unread messages and
  // notifications) as one chunk: each is a few hundred bytes, fewer than a response's headers.
  {
    name: 'header-counts',
    test: /web[\\/]src[\\/]lib[\\/]queries[\\/](invitations|messages|notifications)\.ts$/,
  },
  // Likewise the keys of the items every problem screen shows: a problem, its solutions and
  // reviews, their authors, and its discussion's (the live listener every page has reads them).
  {
    name: 'item-queries',
    test: /web[\\/]src[\\/](lib[\\/]queries[\\/](problem|solution|review|user)|features[\\/]discussion[\\/]lib[\\/]discussion-keys)\.ts$/,
  },
  // The pieces of the account forms (sign-in, sign-up, a password reset) and the fields every
  // form has, as one chunk: the sign-in page would otherwise fetch six of a few hundred bytes.
  {
    name: 'forms',
    test: /web[\\/]src[\\/](features[\\/]auth[\\/](components[\\/]auth-card\.tsx|routes[\\/]next-param\.ts)|components[\\/]ui[\\/](password-input|banner|field|input)\.tsx)$/,
    // Only these: what they import (the shared helpers every page has) stays where it is.
    includeDependenciesRecursively: false,
  },
  // What the Markdown renderer, its math and its highlighting share (the unified ecosystem's
  // small packages) as one chunk: split by which of them uses what, a problem's page fetched six
  // of a few hundred bytes, each costing a response's headers.
  {
    name: 'markdown-common',
    test: /node_modules[\\/](ccount|space-separated-tokens|comma-separated-tokens|property-information|unist-util-[a-z-]+|hast-util-[a-z-]+|decode-named-character-reference|character-entities[a-z-]*|html-void-elements|web-namespaces|zwitch|hastscript|devlop)[\\/]/,
  },
  // The small pieces of the signed-in screens (a problem's page shows them all: the mark control,
  // Add to list, spoiler-safe values, the viewer), as one chunk.
  {
    name: 'screen-pieces',
    test: /web[\\/]src[\\/](components[\\/](ui[\\/](skeleton|user-text|reviewed-note|count-badge|empty-state|page-header|avatar|toaster|dropdown-menu|dialog|copy-button)|tag-link|user-link|mark-control|spoiler-values|add-to-list-menu|copy-button)\.tsx|lib[\\/](viewer|dashboard-return|spoiler-safe|format|realtime[\\/](realtime-context|presence-watches)|queries[\\/](lists|marks))\.ts|features[\\/](problems[\\/]lib[\\/]policy|messages[\\/]lib[\\/]conversation-cache)\.ts)$/,
    includeDependenciesRecursively: false,
  },
];

/**
 * react-router's package exports send every bundler to its development build (extra checks and
 * warnings); the production bundle takes the production build the package ships beside it.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * rehype-highlight registers lowlight's `common` 37 languages, whichever it is given, so its import
 * of `lowlight` resolves to the chosen few instead (src/components/ui/highlight-languages.ts).
 */
const highlightLanguages = fileURLToPath(
  new URL('./src/components/ui/highlight-languages.ts', import.meta.url),
);
const fewerHighlightLanguages: Plugin = {
  name: 'upsolve-fewer-highlight-languages',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'lowlight' || importer?.includes('rehype-highlight') !== true) return null;
    return highlightLanguages;
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    fewerHighlightLanguages,
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside every compressible file (js, css, html, svg, json), which the
    // server picks by the request's Accept-Encoding. Fonts (woff2) are compressed already.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/manifest\.json$/] }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each module loads (the bundle-size budget test reads it).
    manifest: true,
    // Every browser Upsolve supports preloads modules natively.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Rolldown's successor of Rollup's manualChunks.
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
}));
