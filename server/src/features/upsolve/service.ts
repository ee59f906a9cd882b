import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canUpsolve, contestSourceLabels, upsolveErrors } from '@upsolve/contract';
import type { UpsolveParamsParsed, UpsolveResponse, UpsolvingResponse } from '@upsolve/contract';
import { contestProblems, contestUpsolves, marks } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { SiteUnavailableError } from '../../lib/site-fetch.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { markToDo } from '../marks/index.ts';
import { contestProblems as listedProblems } from '../problem-import/index.ts';
import type { CatalogSources, ContestProblem } from '../problem-import/index.ts';
import { sharedOrNewProblem } from '../problems/index.ts';
import { findUpsolvableContest } from './policy.ts';
import { toUpsolveResponse } from './presenter.ts';
import type { UpsolvedRow } from './presenter.ts';

/** The contest's problems as its site lists them; the site's failure as a 502 in plain words. */
async function problemsOfContest(
  services: Services,
  sources: CatalogSources,
  log: FastifyBaseLogger,
  params: UpsolveParamsParsed,
): Promise<ContestProblem[]> {
  const site = contestSourceLabels[params.source];
  let found;
  try {
    found = await listedProblems(params.source, params.contestId, sources, {
      db: services.db,
      log,
    });
  } catch (error) {
    if (!(error instanceof SiteUnavailableError)) throw error;
    log.warn(
      { source: params.source, reason: error.message },
      'Upsolving found the site unavailable',
    );
    throw new AppError('upstream_unavailable', `${error.message}; try again in a few minutes`);
  }
  if (found.length === 0) throw notFound(upsolveErrors.noProblems(site));
  return found;
}

/**
 * POST /api/contests/{source}/{contestId}/upsolve: the ended contest's problems go on the
 * viewer's to-do. A problem already shared (public, same canonical key) is reused; a missing one
 * is shared from the site's metadata; a problem the viewer marked keeps its mark (solved stays
 * solved). The contest's problems are kept, so the calendar shows "k of n upsolved".
 */
export async function upsolveContest(
  services: Services,
  sources: CatalogSources,
  log: FastifyBaseLogger,
  viewer: SessionUser,
  params: UpsolveParamsParsed,
): Promise<Committed<UpsolveResponse>> {
  await findUpsolvableContest(services.db, params);
  const found = await problemsOfContest(services, sources, log, params);
  const { source, contestId } = params;
  return services.commit(async (tx, record) => {
    // Upserted, not replaced: two users upsolving the contest at once write the same rows.
    await tx
      .insert(contestProblems)
      .values(
        found.map((problem, position) => ({
          source,
          contestId,
          position,
          problemKey: problem.key,
        })),
      )
      .onConflictDoUpdate({
        target: [contestProblems.source, contestProblems.contestId, contestProblems.position],
        set: { problemKey: sql`excluded.problem_key` },
      });
    await tx
      .delete(contestProblems)
      .where(
        and(
          eq(contestProblems.source, source),
          eq(contestProblems.contestId, contestId),
          gte(contestProblems.position, found.length),
        ),
      );
    // Keys in one order, so two users upsolving overlapping contests take the locks alike.
    const shared = new Map<string, { id: string; title: string; created: boolean }>();
    for (const problem of [...found].sort((a, b) => a.key.localeCompare(b.key))) {
      if (shared.has(problem.key)) continue;
      shared.set(
        problem.key,
        await sharedOrNewProblem(tx, record, viewer.id, { ...problem, site: source }),
      );
    }
    const rows: UpsolvedRow[] = found.flatMap((problem) => {
      const problemRow = shared.get(problem.key);
      return problemRow === undefined ? [] : [{ ...problemRow, key: problem.key }];
    });
    const { statuses, added } = await markToDo(
      tx,
      record,
      viewer.id,
      rows.map((row) => ({ problemId: row.id, problemKey: row.key })),
    );
    await tx
      .insert(contestUpsolves)
      .values({ userId: viewer.id, source, contestId })
      .onConflictDoNothing();
    record(domainEvent('contest.upsolved', { userId: viewer.id, source, contestId }));
    return toUpsolveResponse(rows, statuses, added);
  });
}

/** GET /api/contests/upsolving: solved of total on each contest the viewer set out to upsolve. */
export async function listUpsolving(
  services: Services,
  viewer: SessionUser,
): Promise<UpsolvingResponse> {
  const rows = await services.db
    .select({
      source: contestUpsolves.source,
      contestId: contestUpsolves.contestId,
      total: sql<number>`count(${contestProblems.problemKey})::int`,
      solved: sql<number>`count(${marks.problemKey}) filter (where ${marks.status} in ('solved', 'solved_with_help'))::int`,
    })
    .from(contestUpsolves)
    .innerJoin(
      contestProblems,
      and(
        eq(contestProblems.source, contestUpsolves.source),
        eq(contestProblems.contestId, contestUpsolves.contestId),
      ),
    )
    .leftJoin(
      marks,
      and(
        eq(marks.userId, contestUpsolves.userId),
        eq(marks.problemKey, contestProblems.problemKey),
      ),
    )
    .where(eq(contestUpsolves.userId, viewer.id))
    .groupBy(contestUpsolves.source, contestUpsolves.contestId, contestUpsolves.createdAt)
    .orderBy(asc(contestUpsolves.createdAt));
  return {
    contests: rows.flatMap(({ source, ...row }) =>
      canUpsolve(source) ? [{ ...row, source }] : [],
    ),
  };
}
