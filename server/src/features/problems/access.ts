import { eq, sql } from 'drizzle-orm';
import { canReadProblem, idSchema } from '@upsolve/contract';
import type { Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { problemColumns, problems } from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { Services } from '../../lib/services.ts';

const problemById = preparedPerDatabase((db) =>
  db
    .select(problemColumns)
    .from(problems)
    .where(eq(problems.id, sql.placeholder('problemId')))
    .prepare('problem_by_id'),
);

/**
 * The problem if `viewer` may read it (the contract's canReadProblem); otherwise 404. Shared by
 * every feature that hangs off a problem (problems, solutions, reviews, bookmarks, discussion): a
 * private problem exists only for its owner, so any other viewer gets the same 404 as for an id
 * that was never used. A malformed id never reaches the database.
 */
export async function findReadableProblem(
  db: Executor,
  problemId: string,
  viewer: Viewer,
): Promise<ProblemRecord> {
  if (!idSchema.safeParse(problemId).success) throw notFound();
  const [problem] = await problemById(db).execute({ problemId });
  if (problem === undefined || !canReadProblem(viewer, problem)) throw notFound();
  return problem;
}

/**
 * The problem if it is public, else null (private, never used, or a malformed id): what every
 * viewer may read, found without asking who reads. What is built from it alone may be shared
 * between viewers (isPublicProblem below); a null sends the request to the viewer's own check,
 * findReadableProblem.
 */
export async function findPublicProblem(
  db: Executor,
  problemId: string,
): Promise<ProblemRecord | null> {
  if (!idSchema.safeParse(problemId).success) return null;
  const [problem] = await problemById(db).execute({ problemId });
  return problem?.visibility === 'public' ? problem : null;
}

/**
 * Whether the problem is public, from the shared cache until the problem changes: what decides
 * whether a read under it (its solutions, its reviews) is the same for every viewer and may be
 * shared, before anything of it is loaded.
 */
export async function isPublicProblem(services: Services, problemId: string): Promise<boolean> {
  const { value } = await services.cache.read(
    { key: `problem-public:${problemId}`, scope: 'shared', tags: [cacheTags.problem(problemId)] },
    async () => (await findPublicProblem(services.db, problemId)) !== null,
  );
  return value;
}
