import { and, asc, eq, sql } from 'drizzle-orm';
import { handleMessages, idSchema } from '@upsolve/contract';
import type {
  HandleInput,
  HandleLinkResponse,
  HandleParams,
  HandleSite,
  LinkedHandle,
  PublicHandle,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { linkedHandles, users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import { SiteUnavailableError } from '../../lib/site-fetch.ts';
import type { Committed } from '../../plugins/events.ts';
import { AppError, conflict, notFound, validationError } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  holdsToken,
  meetsChallenge,
  newAtcoderChallenge,
  newCodeforcesChallenge,
} from './challenge.ts';
import type { Challenge } from './challenge.ts';
import { assertHandleFree, assertVerified, findOwnHandle } from './policy.ts';
import { toChallenge, toLinkedHandle, toPublicHandle } from './presenter.ts';
import { atcoderAffiliation, handleExists, recentCodeforcesSubmissions } from './sites.ts';
import type { HandleSources } from './sites.ts';

/** Queues a handle's sync, in the open transaction when given (it runs only if that commits). */
export type QueueSync = (userId: string, site: HandleSite, transaction?: Executor) => Promise<void>;

/** What the handles' routes work with beside the services. */
export interface HandleDeps {
  sources: HandleSources;
  queueSync: QueueSync;
  /** HANDLE_SYNC_MINUTES. */
  syncMinutes: number;
}

const upstream = (site: HandleSite) =>
  new AppError('upstream_unavailable', handleMessages.upstream(site));

/** Turns a site that did not answer into 502; anything else goes on. */
async function askSite<Value>(site: HandleSite, call: () => Promise<Value>): Promise<Value> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SiteUnavailableError) throw upstream(site);
    throw error;
  }
}

const mine = (viewer: SessionUser, site: HandleSite) =>
  and(eq(linkedHandles.userId, viewer.id), eq(linkedHandles.site, site));

/** GET /handles: the viewer's handles, Codeforces first. */
export async function listHandles(db: Executor, viewer: SessionUser): Promise<LinkedHandle[]> {
  const rows = await db
    .select()
    .from(linkedHandles)
    .where(eq(linkedHandles.userId, viewer.id))
    .orderBy(asc(linkedHandles.site));
  return rows.map(toLinkedHandle);
}

/** GET /users/{id}/handles: another user's verified handles (404 for no such user). */
export async function listPublicHandles(db: Executor, userId: string): Promise<PublicHandle[]> {
  // Not an id names nobody: 404, as for an id nobody has.
  if (!idSchema.safeParse(userId).success) throw notFound();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (user === undefined) throw notFound();
  const rows = await db
    .select()
    .from(linkedHandles)
    .where(and(eq(linkedHandles.userId, userId), sql`${linkedHandles.verifiedAt} is not null`))
    .orderBy(asc(linkedHandles.site));
  return rows.map(toPublicHandle);
}

/**
 * POST /handles: claims a handle the site knows and opens a challenge for it (replacing the
 * viewer's handle of that site, whose imported marks stay). The viewer's own handle, already
 * verified, is answered as it is, with no challenge.
 */
export async function linkHandle(
  services: Services,
  deps: HandleDeps,
  viewer: SessionUser,
  input: HandleInput,
): Promise<Committed<HandleLinkResponse>> {
  const handle = input.handle.trim();
  const { site } = input;
  const [own] = await services.db.select().from(linkedHandles).where(mine(viewer, site)).limit(1);
  if (own?.verifiedAt != null && own.handle.toLowerCase() === handle.toLowerCase()) {
    return { value: { handle: toLinkedHandle(own), challenge: null }, events: [] };
  }
  await assertHandleFree(services.db, viewer, site, handle);
  const exists = await askSite(site, () =>
    handleExists(deps.sources, site, handle, { db: services.db }),
  );
  if (!exists) throw validationError({ handle: handleMessages.noSuchHandle(site) });
  const challenge = site === 'codeforces' ? newCodeforcesChallenge() : newAtcoderChallenge(handle);
  const fresh = {
    handle,
    verifiedAt: null,
    challengeProblemKey: challenge.problemKey,
    challengeProblemUrl: challenge.problemUrl,
    challengeStartedAt: challenge.startedAt,
    challengeExpiresAt: challenge.expiresAt,
    lastSyncedAt: null,
    lastError: null,
    nextSyncAt: null,
    failures: 0,
    syncCursor: null,
  };
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .insert(linkedHandles)
      .values({ userId: viewer.id, site, ...fresh })
      .onConflictDoUpdate({ target: [linkedHandles.userId, linkedHandles.site], set: fresh })
      .returning();
    if (row === undefined) throw new Error('Linking the handle returned no row');
    record(domainEvent('handle.linked', { userId: viewer.id, site }));
    return { handle: toLinkedHandle(row), challenge: toChallenge(row) };
  });
}

/**
 * Whether the challenge is met. Codeforces: its compilation error is among the handle's newest
 * submissions (409 naming the problem while not). AtCoder: the profile's affiliation holds the
 * token, read before the challenge expires (409 saying where to put it while not).
 */
async function assertChallengeMet(
  deps: HandleDeps,
  db: Executor,
  site: HandleSite,
  handle: string,
  challenge: Challenge,
): Promise<void> {
  if (site === 'atcoder') {
    // Our own clock only: the token is read now, not stamped by the site.
    if (Date.now() > challenge.expiresAt.getTime()) throw conflict(handleMessages.expired);
    const affiliation = await askSite(site, () =>
      atcoderAffiliation(deps.sources, handle, { db }).catch((error: unknown) => {
        // Renamed or deleted since it was linked: no affiliation to read, and nothing to retry.
        if (error instanceof SiteUnavailableError && error.status === 404) {
          throw conflict(`${handleMessages.gone(site, handle)}. ${handleMessages.goneHint}`);
        }
        throw error;
      }),
    );
    if (!holdsToken(affiliation, challenge.problemKey)) {
      throw conflict(handleMessages.noToken(challenge.problemKey));
    }
    return;
  }
  const submissions = await askSite(site, () =>
    recentCodeforcesSubmissions(deps.sources, handle, { db }),
  );
  if (!meetsChallenge(submissions, challenge)) {
    if (Date.now() > challenge.expiresAt.getTime()) throw conflict(handleMessages.expired);
    throw conflict(handleMessages.noCompilationError(challenge.problemUrl));
  }
}

/**
 * POST /handles/{site}/verify: checks the challenge (a compilation error on Codeforces, the token
 * in the AtCoder affiliation); met, the handle is the viewer's and its first sync is queued. Not
 * met: 409 saying what is missing (or that the challenge expired). Verifying a verified handle
 * answers it as it is.
 */
export async function verifyHandle(
  services: Services,
  deps: HandleDeps,
  viewer: SessionUser,
  params: HandleParams,
): Promise<Committed<LinkedHandle>> {
  const { site } = params;
  const row = await findOwnHandle(services.db, viewer, site);
  if (row.verifiedAt !== null) return { value: toLinkedHandle(row), events: [] };
  const { challengeProblemKey, challengeProblemUrl, challengeStartedAt, challengeExpiresAt } = row;
  if (
    challengeProblemKey === null ||
    challengeProblemUrl === null ||
    challengeStartedAt === null ||
    challengeExpiresAt === null
  ) {
    throw conflict(handleMessages.expired);
  }
  await assertChallengeMet(deps, services.db, site, row.handle, {
    problemKey: challengeProblemKey,
    problemUrl: challengeProblemUrl,
    startedAt: challengeStartedAt,
    expiresAt: challengeExpiresAt,
  });
  try {
    return await services.commit(async (tx, record) => {
      const [verified] = await tx
        .update(linkedHandles)
        .set({
          verifiedAt: sql`now()`,
          challengeProblemKey: null,
          challengeProblemUrl: null,
          challengeStartedAt: null,
          challengeExpiresAt: null,
          // The first sync is queued below; the scheduler's turn comes a period later.
          nextSyncAt: sql`now() + make_interval(mins => ${deps.syncMinutes})`,
        })
        .where(and(mine(viewer, site), eq(linkedHandles.handle, row.handle)))
        .returning();
      // Linked anew (or unlinked) while the site was asked: that claim has its own challenge.
      if (verified === undefined) throw conflict(handleMessages.expired);
      await deps.queueSync(viewer.id, site, tx);
      record(domainEvent('handle.verified', { userId: viewer.id, site }));
      return toLinkedHandle(verified);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'linked_handles_verified_idx') {
      throw conflict(handleMessages.taken(site));
    }
    throw error;
  }
}

/** DELETE /handles/{site}: the handle goes; the marks it imported stay (they are the user's). */
export async function unlinkHandle(
  services: Services,
  viewer: SessionUser,
  params: HandleParams,
): Promise<Committed<null>> {
  await findOwnHandle(services.db, viewer, params.site);
  return services.commit(async (tx, record) => {
    const gone = await tx
      .delete(linkedHandles)
      .where(mine(viewer, params.site))
      .returning({ site: linkedHandles.site });
    if (gone.length > 0) {
      record(domainEvent('handle.unlinked', { userId: viewer.id, site: params.site }));
    }
    return null;
  });
}

/** POST /handles/{site}/sync: "Sync now" queues the verified handle's sync at once. */
export async function requestSync(
  db: Executor,
  deps: HandleDeps,
  viewer: SessionUser,
  params: HandleParams,
): Promise<void> {
  const row = await findOwnHandle(db, viewer, params.site);
  assertVerified(row);
  await deps.queueSync(viewer.id, params.site);
}
