import { beforeAll, describe, expect, it } from 'vitest';
import type { Visibility } from '@upsolve/contract';
import { callAs } from '../actors.ts';
import { useTestApp } from '../harness.ts';
import { accountRows } from './account-rows.ts';
import { ownAccountRows } from './own-account-rows.ts';
import { communityRows } from './community-rows.ts';
import { handleRows } from './handle-rows.ts';
import { listRows } from './list-rows.ts';
import { upsolveRows } from './upsolve-rows.ts';
import { problemRows } from './problem-rows.ts';
import { routeTable } from './route-table.ts';
import type { Expect, Row } from './rows.ts';
import {
  actorOf,
  buildWorld,
  databaseDigest,
  forbiddenFor,
  freshSession,
  leaksIn,
  ownersMark,
  roles,
  stranger,
} from './world.ts';
import { moderatorActor } from '../thread-factories.ts';
import type { Role, World } from './world.ts';

/**
 * The permission matrix and the leak checks (issue #25 items 5 and 6; docs/security.md): every
 * /api route of the app's route table has a row saying what each role gets, on a public and a
 * private problem where the route concerns one. A refused write changes nothing in the database;
 * an accepted answer carries nothing its caller must not see.
 */
const t = useTestApp();
const rows: Record<string, Row> = {
  ...problemRows,
  ...accountRows,
  ...ownAccountRows,
  ...communityRows,
  ...listRows,
  ...handleRows,
  ...upsolveRows,
};

/** A new signed-in user of `role` (a moderator made as `npm run admin` does). */
function newActorLike(role: Role) {
  return role === 'moderator' ? moderatorActor(t) : stranger(t);
}
let world: World;

beforeAll(async () => {
  world = await buildWorld(t);
});

const unsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

function expectationsOf(row: Row): [Visibility, Expect][] {
  return 'public' in row.expect
    ? [
        ['public', row.expect.public],
        ['private', row.expect.private],
      ]
    : [['public', row.expect]];
}

async function callRow(
  route: string,
  row: Row,
  visibility: Visibility,
  role: Role,
  expected: number,
) {
  const method = route.split(' ', 1)[0] ?? 'GET';
  const roleActor = actorOf(world, role);
  const actor =
    roleActor === null
      ? null
      : row.ownAccountOnly === true
        ? await newActorLike(role)
        : row.endsSession === true
          ? await freshSession(t, roleActor)
          : roleActor;
  const call = await row.setup(world, visibility, actor);
  const before = unsafe(method) && expected >= 400 ? await databaseDigest(t) : null;
  const response = await t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: { ...(actor === null ? {} : { cookie: actor.cookie }), ...call.headers },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  const what = `${route} on a ${visibility} item as ${role}`;
  await row.settle?.();
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBe(expected);
  if (before !== null)
    expect(await databaseDigest(t), `${what} changed the database`).toEqual(before);
  if (response.statusCode < 300) {
    expect(leaksIn(world, response, await forbiddenFor(world, role)), `${what} leaked`).toEqual([]);
  }
}

describe('the permission matrix', () => {
  it('has a row for every /api route the app serves, and no row for a route it does not', () => {
    const apiRoutes = routeTable(t.app).filter((route) => route.split(' ')[1]?.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(80);
    expect(
      apiRoutes.filter((route) => !(route in rows)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(rows).filter((route) => !apiRoutes.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it('holds real expectations: each refusal the design names appears somewhere', () => {
    const statuses = new Set(
      Object.values(rows).flatMap((row) =>
        expectationsOf(row).flatMap(([, e]) => Object.values(e)),
      ),
    );
    for (const status of [200, 201, 401, 403, 404]) expect(statuses).toContain(status);
  });

  it("finds the owner's secrets in the owner's own answers, so a leak of them would show", async () => {
    const { owner, confidant, markers } = world;
    const read = async (url: string) => (await callAs(t, owner, 'GET', url)).body;
    expect(await read('/api/myproblems')).toContain(markers.privateTitle);
    expect(await read(`/api/messages/${confidant.user.id}`)).toContain(markers.chat);
    expect(await read('/api/ai/conversations')).toContain(markers.aiQuestion);
    expect(await read('/api/implinks')).toContain(markers.linkName);
    expect(await read(`/api/problem/${world.markedProblemId}`)).toContain(ownersMark);
    expect(await read('/api/dashboard')).toContain(ownersMark);
    expect(await read('/api/lists')).toContain(markers.listName);
    expect(await read('/api/check-auth')).toContain(owner.user.email);
    const notifications = (await callAs(t, owner, 'GET', '/api/notifications')).json() as unknown[];
    expect(notifications.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(rows))(
    '%s: each role gets what DESIGN §5 says, and nothing leaks',
    async (route, row) => {
      for (const [visibility, expected] of expectationsOf(row)) {
        for (const role of roles) await callRow(route, row, visibility, role, expected[role]);
      }
    },
  );
});
