import { expect } from 'vitest';
import type { ListDetail, ListSummary } from '@upsolve/contract';
import { marks } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { callAs } from './actors.ts';
import type { Actor } from './actors.ts';
import type { TestApp } from './harness.ts';

/** Lists made over the API, as the lists' tests, the security suite and the account's use them. */
export async function makeList(
  t: TestApp,
  owner: Actor,
  body: { name?: string; description?: string; visibility?: string } = {},
): Promise<ListDetail> {
  const response = await callAs(t, owner, 'POST', '/api/lists', { name: 'Graphs', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { list: ListDetail }).list;
}

export async function setListProblems(
  t: TestApp,
  owner: Actor,
  listId: string,
  problemIds: string[],
): Promise<ListDetail> {
  const response = await callAs(t, owner, 'PUT', `/api/lists/${listId}/problems`, { problemIds });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { list: ListDetail }).list;
}

export async function ownLists(t: TestApp, viewer: Actor): Promise<ListSummary[]> {
  const response = await callAs(t, viewer, 'GET', '/api/lists');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { lists: ListSummary[] }).lists;
}

/** A mark stored directly: the marks routes are another feature's. */
export async function markProblem(
  db: Database,
  userId: string,
  problemKey: string,
  status: 'solved' | 'solved_with_help' | 'attempted' | 'todo',
): Promise<void> {
  const solved = status === 'solved' || status === 'solved_with_help';
  await db
    .insert(marks)
    .values({ userId, problemKey, status, solvedAt: solved ? new Date() : null });
}
