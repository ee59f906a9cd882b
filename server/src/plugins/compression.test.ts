import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { buildProblem } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { compressionThresholdBytes } from './compression.ts';

const t = useTestApp();
let viewer: Actor;

beforeAll(async () => {
  viewer = await signedInActor(t);
  // A dashboard page well over the threshold: a few problems with real-sized statements.
  for (let index = 0; index < 5; index += 1) {
    await buildProblem(t.db, viewer.user, { statement: `Given $n$ integers. ${'x'.repeat(400)}` });
  }
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      cookie: viewer.cookie,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

describe('JSON compression', () => {
  it('sends a large JSON answer brotli-compressed to a client that accepts br', async () => {
    const plain = await get('/api/dashboard');
    expect(plain.body.length).toBeGreaterThan(compressionThresholdBytes);

    const response = await get('/api/dashboard', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('sends it gzip-compressed to a client that accepts only gzip', async () => {
    const plain = await get('/api/dashboard');
    const response = await get('/api/dashboard', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends it plain to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/api/dashboard', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toHaveLength(5);
    }
  });

  it('sends a JSON answer under 1 KB plain even when the client accepts br', async () => {
    const response = await get('/api/check-auth', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(compressionThresholdBytes);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ user: { username: viewer.user.username } });
  });
});
