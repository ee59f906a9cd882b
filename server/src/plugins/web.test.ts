import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../test/harness.ts';
import type { TestApp, TestDatabase } from '../test/harness.ts';

const indexHtml = '<!doctype html><title>Upsolve</title><div id="root"></div>';
const appJs = 'console.log("app")';
const immutableCache = 'public, max-age=31536000, immutable';
let distDir: string;
let database: TestDatabase;
let built: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'upsolve-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFileWithCompressedCopies(path.join(distDir, 'index.html'), indexHtml);
  await writeFileWithCompressedCopies(path.join(distDir, 'assets', 'index-3f2a1b.js'), appJs);
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), '{"index.html":{}}');
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase();
  built = await createTestApp({ database, webDistDir: distDir });
  unbuilt = await createTestApp({ database, webDistDir: path.join(distDir, 'missing') });
});

/** A file with the .br and .gz copies the web build writes beside it. */
async function writeFileWithCompressedCopies(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

afterAll(async () => {
  await built.close();
  await unbuilt.close();
  await database.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('static SPA', () => {
  it('serves index.html at / without caching', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers client routes with index.html so deep links load', async () => {
    for (const url of ['/dashboard', '/problem/123/solutions?sort=rated', '/profile/abc']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(appJs);
    expect(response.headers['cache-control']).toBe(immutableCache);
  });

  it('sends an asset without the headers only a page obeys, keeping nosniff', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const page = await built.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the brotli copy of an asset to a client that accepts br, still cached for a year', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(immutableCache);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(appJs);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(appJs);
  });

  it('sends the plain file to a client that accepts no compression, varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await built.app.inject({
        method: 'GET',
        url: '/assets/index-3f2a1b.js',
        headers,
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(appJs);
    }
  });

  it('sends index.html compressed for / and client routes, never cached', async () => {
    for (const url of ['/', '/problem/123']) {
      const response = await built.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(indexHtml);
    }
  });

  it('serves other files without long caching', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a range past the end of a file with 416, not a server error', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { range: 'bytes=100000-' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.json()).toEqual({ message: 'Range Not Satisfiable', code: 'validation' });
  });

  it('does not serve the build manifest', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('"index.html"');
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown /api paths JSON 404s', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('sends the security headers and a CSP the SPA passes', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws://localhost:3000");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says to run npm run build when web/dist is missing (503)', async () => {
    for (const url of ['/', '/dashboard']) {
      const response = await unbuilt.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    }
    const api = await unbuilt.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(200);
  });
});
