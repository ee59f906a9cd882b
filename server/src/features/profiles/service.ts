import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { idSchema, limits } from '@upsolve/contract';
import type {
  PageQueryParsed,
  ProblemSummary,
  Profile,
  ProfileUpdateParsed,
  UserParams,
  UserSolution,
} from '@upsolve/contract';
import type { Database, Executor } from '../../db/client.ts';
import { bookmarks, problems, solutions, users } from '../../db/schema/index.ts';
import type { NewUserRow } from '../../db/schema/index.ts';
import { cappedTotal, keysetPage, keysetRows, newestFirst } from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { Services } from '../../lib/services.ts';
import { loadMarkCounts } from '../marks/index.ts';
import { summaryColumns, toProblemSummary } from '../problems/index.ts';
import type { ProblemSummaryRow } from '../problems/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanEditProfile, assertUserExists } from './policy.ts';
import { profileColumns, toProfile, toUserSolution } from './presenter.ts';
import type { UserSolutionRow } from './presenter.ts';
import { activeUser } from '../../lib/shown-user.ts';

const profileById = preparedPerDatabase((db) =>
  db
    .select(profileColumns)
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), activeUser))
    .prepare('profile_by_id'),
);

/**
 * The user's bookmarks a profile lists, most recently saved first (bookmarks_user_newest_idx):
 * the public ones, and on one's own profile one's own private problems too. A private problem is
 * readable by its owner alone, so for any other viewer the problems both may read are the public
 * ones, the same for everyone: that view is what the route shares between viewers.
 */
function bookmarkTitles(name: string, readable: SQL) {
  return preparedPerDatabase((db) =>
    db
      .select({ _id: problems.id, title: problems.title })
      .from(bookmarks)
      .innerJoin(problems, eq(problems.id, bookmarks.problemId))
      .where(and(eq(bookmarks.userId, sql.placeholder('userId')), readable))
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.problemId))
      .limit(limits.profileBookmarks)
      .prepare(name),
  );
}

const publicBookmarks = bookmarkTitles(
  'profile_bookmarks_public',
  eq(problems.visibility, 'public'),
);
const ownBookmarks = bookmarkTitles(
  'profile_bookmarks_own',
  sql`(${problems.visibility} = 'public' or ${problems.ownerId} = ${sql.placeholder('userId')})`,
);

/**
 * A user's profile as `viewerId` sees it; a null viewer stands for anyone but the user, whose
 * view is the same for all of them. 404 for a user that does not exist.
 */
export async function loadProfile(
  db: Executor,
  params: UserParams,
  viewerId: string | null,
): Promise<Profile> {
  const userId = params.userId;
  // A malformed id never reaches the database: answered like an unknown one.
  if (!idSchema.safeParse(userId).success) throw notFound();
  const bookmarked = viewerId === userId ? ownBookmarks : publicBookmarks;
  const [[row], titles, markCounts] = await Promise.all([
    profileById(db).execute({ userId }),
    bookmarked(db).execute({ userId }),
    loadMarkCounts(db, userId),
  ]);
  if (row === undefined) throw notFound();
  return toProfile(row, titles, markCounts, viewerId === userId);
}

/**
 * Rewrites the viewer's own profile: a field left out keeps its stored value (403 for someone
 * else's profile, 404 for no such user). Answers the profile as its owner sees it.
 */
export async function updateProfile(
  services: Services,
  viewer: SessionUser,
  params: UserParams,
  input: ProfileUpdateParsed,
): Promise<Committed<Profile>> {
  await assertCanEditProfile(services.db, viewer, params.userId);
  const changes: Partial<NewUserRow> = {
    favlanguage: input.favlanguage,
    rating: input.rating,
    platform: input.platform,
    gitHub: input.gitHub,
    projectLinks: input.projectslinks,
    skills: input.skills,
    collaborator: input.collaborator,
    location: input.location,
    bio: input.bio,
    showEmail: input.showEmail,
    showOnline: input.showOnline,
    spoilerSafe: input.spoilerSafe,
    timeZone: input.timeZone,
  };
  const { events } = await services.commit(async (tx, record) => {
    // Drizzle leaves undefined values out of the SET list, so what was left out is kept.
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, viewer.id));
    record(
      domainEvent('profile.updated', { userId: viewer.id, showOnline: input.showOnline ?? null }),
    );
  });
  return { value: await loadProfile(services.db, params, viewer.id), events };
}

const newestProblemsFirst = newestFirst(
  problems.createdAt,
  problems.id,
  (row: ProblemSummaryRow) => [row.createdAt, row.id],
);

/** A user's public problems, newest first (problems_owner_idx); the same for every viewer. */
export async function listUserProblems(
  db: Database,
  params: UserParams,
  page: PageQueryParsed,
): Promise<Page<ProblemSummary>> {
  await assertUserExists(db, params.userId);
  const theirPublic = and(eq(problems.ownerId, params.userId), eq(problems.visibility, 'public'));
  const query = db
    .select(summaryColumns)
    .from(problems)
    .innerJoin(users, eq(users.id, problems.ownerId))
    .$dynamic();
  const [rows, total] = await Promise.all([
    keysetRows(query, newestProblemsFirst, page, theirPublic),
    cappedTotal(
      db,
      page,
      db
        .select({ one: sql`1` })
        .from(problems)
        .where(theirPublic)
        .$dynamic(),
    ),
  ]);
  return keysetPage(rows, page.limit, newestProblemsFirst, toProblemSummary, total);
}

const newestSolutionsFirst = newestFirst(
  solutions.createdAt,
  solutions.id,
  (row: UserSolutionRow) => [row.createdAt, row.id],
);

/**
 * A user's solutions of public problems, newest first (solutions_author_newest_idx); the same for
 * every viewer. Solutions of a private problem exist only for its owner, so they are left out.
 */
export async function listUserSolutions(
  db: Database,
  params: UserParams,
  page: PageQueryParsed,
): Promise<Page<UserSolution>> {
  await assertUserExists(db, params.userId);
  const theirPublic = and(eq(solutions.authorId, params.userId), eq(problems.visibility, 'public'));
  const query = db
    .select({
      id: solutions.id,
      approach: solutions.approach,
      language: solutions.language,
      problemId: solutions.problemId,
      problemTitle: problems.title,
      reviewsCount: solutions.reviewsCount,
      ratingSum: solutions.ratingSum,
      createdAt: solutions.createdAt,
    })
    .from(solutions)
    .innerJoin(problems, eq(problems.id, solutions.problemId))
    .$dynamic();
  const [rows, total] = await Promise.all([
    keysetRows(query, newestSolutionsFirst, page, theirPublic),
    cappedTotal(
      db,
      page,
      db
        .select({ one: sql`1` })
        .from(solutions)
        .innerJoin(problems, eq(problems.id, solutions.problemId))
        .where(theirPublic)
        .$dynamic(),
    ),
  ]);
  return keysetPage(rows, page.limit, newestSolutionsFirst, toUserSolution, total);
}
