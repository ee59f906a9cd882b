import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { handleMessages } from '@upsolve/contract';
import type { HandleSite } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { linkedHandles, siteProblems } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import { SiteUnavailableError } from '../../lib/site-fetch.ts';
import { applyImportedMarks } from '../marks/index.ts';
import type { ImportedMark } from '../marks/index.ts';
import { cursorAfter, HandleGoneError, submissionsSince } from './sites.ts';
import type { HandleSources, Submission } from './sites.ts';

/**
 * A verified handle's import (docs/product.md, "Linked handles"): its submissions since the last
 * one imported (the whole history the first time) become marks by canonical key, twins once;
 * accepted (`OK` / `AC`) is solved since the first accepted submission, anything else but a
 * compilation error attempted,
 * and no mark is ever lowered (marks/imported.ts). A site that fails changes no mark: the handle
 * records why in plain words and when it tries again, backing off. A handle the site no longer
 * knows (renamed) fails the same way, saying to link the new name: its marks stay, and the new
 * name's import meets them by key, so nothing counts twice.
 */

export interface SyncOutcome {
  ok: boolean;
  submissions: number;
  marksChanged: number;
  error?: string;
}

/** The first retry after a failure waits this long; each next failure doubles it, to a day. */
const firstRetryMinutes = 10;
const longestRetryMinutes = 24 * 60;

export function retryDelayMinutes(failures: number): number {
  return Math.min(firstRetryMinutes * 2 ** Math.max(0, failures - 1), longestRetryMinutes);
}

/** `14:02` of `date` in UTC, as the error sentence says it (with "UTC" after, to be plain). */
const clock = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

/** "Codeforces answered 503 at 14:02 UTC; trying again at 14:12 UTC". */
export function failureSentence(reason: string, failedAt: Date, retryAt: Date): string {
  return `${reason} at ${clock(failedAt)}; trying again at ${clock(retryAt)}`;
}

/**
 * Each problem once under its canonical key (a Codeforces Div. 1 / Div. 2 twin is one problem):
 * solved since its first accepted submission, else attempted.
 */
export async function marksOf(db: Executor, submissions: Submission[]): Promise<ImportedMark[]> {
  const keys = [...new Set(submissions.map((submission) => submission.problemKey))];
  const canonical = new Map<string, string>();
  for (let start = 0; start < keys.length; start += 1_000) {
    const rows = await db
      .select({ key: siteProblems.key, canonicalKey: siteProblems.canonicalKey })
      .from(siteProblems)
      .where(inArray(siteProblems.key, keys.slice(start, start + 1_000)));
    for (const row of rows) canonical.set(row.key, row.canonicalKey);
  }
  const firstSolved = new Map<string, number | null>();
  // A compilation error never ran: no attempt (and a handle's proof is one).
  for (const submission of submissions.filter((sent) => !sent.compilationError)) {
    const key = canonical.get(submission.problemKey) ?? submission.problemKey;
    const known = firstSolved.get(key) ?? null;
    if (!submission.accepted) {
      if (!firstSolved.has(key)) firstSolved.set(key, null);
      continue;
    }
    firstSolved.set(key, known === null ? submission.second : Math.min(known, submission.second));
  }
  return [...firstSolved].map(([problemKey, second]) => ({
    problemKey,
    solvedAt: second === null ? null : new Date(second * 1000),
  }));
}

/** Syncs the user's handle of `site`, if verified; never throws for the site's failures. */
export async function syncHandle(
  services: Services,
  sources: HandleSources,
  target: { userId: string; site: HandleSite; syncMinutes: number },
  signal?: AbortSignal,
): Promise<SyncOutcome> {
  const { userId, site, syncMinutes } = target;
  const where = and(eq(linkedHandles.userId, userId), eq(linkedHandles.site, site));
  const [row] = await services.db.select().from(linkedHandles).where(where).limit(1);
  if (row?.verifiedAt == null) return { ok: false, submissions: 0, marksChanged: 0 };
  const unchanged = and(where, eq(linkedHandles.handle, row.handle));

  let submissions: Submission[];
  try {
    submissions = await submissionsSince(sources, site, row.handle, row.syncCursor, {
      db: services.db,
      signal,
    });
  } catch (error) {
    if (!(error instanceof SiteUnavailableError)) throw error;
    const failedAt = new Date();
    const failures = row.failures + 1;
    const retryAt = new Date(failedAt.getTime() + retryDelayMinutes(failures) * 60_000);
    const sentence = failureSentence(error.message, failedAt, retryAt);
    const lastError =
      error instanceof HandleGoneError ? `${sentence}. ${handleMessages.goneHint}` : sentence;
    await services.commit(async (tx, record) => {
      const [still] = await tx
        .update(linkedHandles)
        .set({ failures, lastError, nextSyncAt: retryAt })
        .where(unchanged)
        .returning({ site: linkedHandles.site });
      if (still !== undefined) record(domainEvent('handle.sync-failed', { userId, site }));
    });
    return { ok: false, submissions: 0, marksChanged: 0, error: lastError };
  }

  const imported = await marksOf(services.db, submissions);
  const { value } = await services.commit(async (tx, record) => {
    const [still] = await tx
      .update(linkedHandles)
      .set({
        lastSyncedAt: sql`now()`,
        lastError: null,
        failures: 0,
        nextSyncAt: sql`now() + make_interval(mins => ${syncMinutes})`,
        syncCursor: cursorAfter(site, submissions, row.syncCursor),
      })
      .where(and(unchanged, sql`${linkedHandles.verifiedAt} is not null`))
      .returning({ site: linkedHandles.site });
    // Unlinked or linked anew meanwhile: what this handle did is no longer the user's to import.
    if (still === undefined) return 0;
    const result = await applyImportedMarks(tx, userId, imported);
    record(
      domainEvent('handle.synced', {
        userId,
        site,
        marksChanged: result.changed,
        solvedChanged: result.solvedChanged,
      }),
    );
    return result.changed;
  });
  return { ok: true, submissions: submissions.length, marksChanged: value };
}

/**
 * The verified handles whose sync is due, claimed: their next sync moves a period on, so a
 * scheduler on another node (or the next minute's) does not queue them again while they run.
 */
export async function claimDueHandles(
  db: Executor,
  syncMinutes: number,
  limit = 100,
): Promise<{ userId: string; site: HandleSite }[]> {
  const due = db
    .select({ userId: linkedHandles.userId, site: linkedHandles.site })
    .from(linkedHandles)
    .where(
      and(sql`${linkedHandles.verifiedAt} is not null`, lte(linkedHandles.nextSyncAt, sql`now()`)),
    )
    .limit(limit);
  return db
    .update(linkedHandles)
    .set({ nextSyncAt: sql`now() + make_interval(mins => ${syncMinutes})` })
    .where(sql`(${linkedHandles.userId}, ${linkedHandles.site}) in (${due})`)
    .returning({ userId: linkedHandles.userId, site: linkedHandles.site });
}
