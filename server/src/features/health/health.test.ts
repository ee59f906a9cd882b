import { describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, useTestApp } from '../../test/harness.ts';

const t = useTestApp();

describe('probes', () => {
  it('GET /api/health answers 200 while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /api/ready answers 503 when the database is gone, while health stays 200', async () => {
    const database = await createTestDatabase();
    const app = await createTestApp({ database });
    try {
      await database.close();
      const ready = await app.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.app.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs/json with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/signup', '/api/signin', '/api/logout', '/api/check-auth']),
    );
    const signupBody = document.paths['/api/signup'].post.requestBody.content['application/json'];
    expect(signupBody.schema.required).toEqual(['username', 'email', 'password']);
  });

  it('serves the browsable UI at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: String(page.headers.location) })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger');
  });
});
