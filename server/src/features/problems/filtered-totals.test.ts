import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '@upsolve/contract';
import type { EventType } from '../../lib/events/catalog.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { heardEvent } from '../../test/events.ts';
import { validProblemBody } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * A filtered list's total is kept apart from its pages (dashboard-view.ts), shared by its sorts:
 * whatever changes which problems the filter keeps changes it for every sort at once, and what
 * changes only a card (a title) leaves it.
 */

const t = useTestApp();
const sorts = ['newest', 'solved', 'rated'] as const;

/** The total each sort's first page of `filter` shows. */
async function totals(viewer: Actor, filter: string): Promise<(string | undefined)[]> {
  const shown: (string | undefined)[] = [];
  for (const sort of sorts) {
    const response = await callAs(t, viewer, 'GET', `/api/dashboard?${filter}&sort=${sort}`);
    expect(response.statusCode).toBe(200);
    const total = response.headers['x-total-count'];
    shown.push(typeof total === 'string' ? total : undefined);
  }
  return shown;
}

/** Sends a write of `owner`'s and resolves once its event was heard. */
async function written(
  owner: Actor,
  event: EventType,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) {
  const heard = heardEvent(t, event);
  const response = await callAs(t, owner, method, url, body);
  expect(response.statusCode).toBeLessThan(300);
  await heard;
  return response;
}

describe("a filtered list's total", () => {
  it('follows the problems the filter keeps, for every sort, and stays through a title edit', async () => {
    const [owner, viewer] = [await signedInActor(t), await signedInActor(t)];
    const tag = `totals${crypto.randomUUID().slice(0, 8)}`;
    const byTag = `tag=${tag}`;
    const byPlatformAndTag = `platform=AtCoder&tag=${tag}`;
    const bodyOf = (title: string, changes: Partial<ProblemInput> = {}) =>
      validProblemBody({
        title,
        tags: [tag],
        platform: { name: 'AtCoder', rating: 2 },
        ...changes,
      });
    const add = async (title: string) => {
      const added = await written(
        owner,
        'problem.created',
        'POST',
        '/api/addproblem',
        bodyOf(title),
      );
      return (added.json() as { problem: { _id: string } }).problem._id;
    };
    const update = (problemId: string, title: string, changes: Partial<ProblemInput>) =>
      written(
        owner,
        'problem.updated',
        'PUT',
        `/api/problem/${problemId}/updateproblem`,
        bodyOf(title, changes),
      );

    const first = await add('First of the tag');
    const second = await add('Second of the tag');
    expect(await totals(viewer, byTag)).toEqual(['2', '2', '2']);
    expect(await totals(viewer, byPlatformAndTag)).toEqual(['2', '2', '2']);

    const third = await add('Third of the tag');
    expect(await totals(viewer, byTag)).toEqual(['3', '3', '3']);

    await update(third, 'Third, renamed', {});
    expect(await totals(viewer, byTag)).toEqual(['3', '3', '3']);
    const renamed = await callAs(t, viewer, 'GET', `/api/dashboard?${byTag}&sort=newest`);
    expect(renamed.body).toContain('Third, renamed');

    await update(third, 'Third, renamed', { platform: { name: 'Codeforces', rating: 2 } });
    expect(await totals(viewer, byPlatformAndTag)).toEqual(['2', '2', '2']);
    expect(await totals(viewer, byTag)).toEqual(['3', '3', '3']);

    await update(second, 'Second of the tag', { tags: ['graphs'] });
    expect(await totals(viewer, byTag)).toEqual(['2', '2', '2']);
    expect(await totals(viewer, byPlatformAndTag)).toEqual(['1', '1', '1']);

    await update(first, 'First of the tag', { choice: 'private' });
    expect(await totals(viewer, byTag)).toEqual(['1', '1', '1']);
    expect(await totals(viewer, byPlatformAndTag)).toEqual(['0', '0', '0']);

    await written(owner, 'problem.deleted', 'DELETE', `/api/problem/${third}/deleteproblem`);
    expect(await totals(viewer, byTag)).toEqual(['0', '0', '0']);
  });
});
