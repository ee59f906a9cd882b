import { describe, expect, it } from 'vitest';
import { rolesOfUser } from '../lib/roles.ts';
import { callAs, signedInActor } from '../test/actors.ts';
import { sessionCookieFrom } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();

/** Every property name anywhere in a JSON schema. */
function propertyNames(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own =
    'properties' in schema && typeof schema.properties === 'object' && schema.properties !== null
      ? Object.keys(schema.properties)
      : [];
  return [...own, ...Object.values(schema).flatMap((value) => propertyNames(value))];
}

interface DocumentedOperation {
  requestBody?: unknown;
  parameters?: { name: string }[];
}

describe('roles through the API', () => {
  it('are named by no route, and no request body, parameter or query takes them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, DocumentedOperation>>;
    }>();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((route) => /role|admin/i.test(route))).toEqual([]);
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const inputs = [
          ...propertyNames(operation.requestBody),
          ...(operation.parameters ?? []).map((parameter) => parameter.name),
        ];
        expect(
          inputs.filter((name) => /^roles?$/i.test(name)),
          `${method} ${route}`,
        ).toEqual([]);
      }
    }
  });

  it('are not taken from a sign-up that sends them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: 'would-be-admin',
        email: 'would-be-admin@example.com',
        password: 'correct horse battery',
        roles: ['admin', 'moderator'],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.roles).toEqual([]);
    const cookie = sessionCookieFrom(response.headers['set-cookie']) ?? '';
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check-auth',
      headers: { cookie },
    });
    expect(check.json().user.roles).toEqual([]);
  });

  it('are not changed by a profile update that sends them', async () => {
    const owner = await signedInActor(t);
    const update = await callAs(t, owner, 'PUT', `/api/myprofile/${owner.user.id}/updateprofile`, {
      location: 'Minsk',
      roles: ['admin'],
      role: 'moderator',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().profile.location).toBe('Minsk');
    expect(await rolesOfUser(t.db, owner.user.id)).toEqual([]);
    const check = await callAs(t, owner, 'GET', '/api/check-auth');
    expect(check.json().user.roles).toEqual([]);
  });
});
