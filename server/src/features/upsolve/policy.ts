import { upsolveErrors } from '@upsolve/contract';
import type { UpsolveParamsParsed } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { storedContest } from '../contests/index.ts';
import { conflict, notFound } from '../../plugins/errors.ts';

/**
 * The contest a user may upsolve: one the calendar stores (404 otherwise, as for any unknown id)
 * that has ended (409 before: its problems are the contestants' until then).
 */
export async function findUpsolvableContest(
  db: Executor,
  params: UpsolveParamsParsed,
  now: Date = new Date(),
): Promise<{ name: string }> {
  const contest = await storedContest(db, params.source, params.contestId);
  if (contest === null) throw notFound();
  if (contest.endsAt > now) throw conflict(upsolveErrors.notEnded);
  return { name: contest.name };
}
