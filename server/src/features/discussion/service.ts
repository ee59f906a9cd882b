import { eq, getTableColumns } from 'drizzle-orm';
import type {
  DiscussionPostParams,
  ProblemParams,
  ThreadInputParsed,
  ThreadItem,
  ThreadQueryParsed,
  ThreadReply,
  ThreadUpdate,
  Viewer,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { comments, users } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { ThreadRef } from '../../lib/events/catalog.ts';
import type { Page } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  addThreadItem,
  deleteThreadItem,
  loadThreadPage,
  toThreadPage,
  updateThreadItem,
} from '../threads/index.ts';
import type { ThreadRow } from '../threads/index.ts';
import { assertCanReadDiscussion } from './policy.ts';
import { shownUsername } from '../../lib/shown-user.ts';

const threadOf = (problemId: string): ThreadRef => ({ kind: 'problem', id: problemId });

/**
 * A problem's discussion: shared between readers while the problem is public (dropped when it
 * changes, or is made private), the viewer's own otherwise; then the viewer's votes.
 */
export async function listDiscussion(
  services: Services,
  viewer: Viewer,
  params: ProblemParams,
  query: ThreadQueryParsed,
): Promise<{ page: Page<ThreadItem>; hit: boolean | null }> {
  const problem = await assertCanReadDiscussion(services.db, viewer, params.problemId);
  const thread = threadOf(problem.id);
  const load = () => loadThreadPage(services.db, thread, query);
  if (problem.visibility !== 'public') {
    return { page: await toThreadPage(services, viewer, thread, await load()), hit: null };
  }
  const { value, hit } = await services.cache.read(
    {
      key: `discussion:${problem.id}:${JSON.stringify(query)}`,
      scope: 'shared',
      tags: [cacheTags.discussion(problem.id), cacheTags.problem(problem.id)],
    },
    load,
    { readerId: viewer.id },
  );
  return { page: await toThreadPage(services, viewer, thread, value), hit };
}

export async function addPost(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
  input: ThreadInputParsed,
): Promise<Committed<ThreadReply>> {
  const problem = await assertCanReadDiscussion(services.db, viewer, params.problemId);
  return addThreadItem(services, viewer, threadOf(problem.id), input);
}

export async function updatePost(
  services: Services,
  viewer: SessionUser,
  params: DiscussionPostParams,
  input: ThreadUpdate,
): Promise<Committed<ThreadReply>> {
  const problem = await assertCanReadDiscussion(services.db, viewer, params.problemId);
  return updateThreadItem(services, viewer, threadOf(problem.id), params.postId, input);
}

export async function deletePost(
  services: Services,
  viewer: SessionUser,
  params: DiscussionPostParams,
): Promise<Committed<void>> {
  const problem = await assertCanReadDiscussion(services.db, viewer, params.problemId);
  return deleteThreadItem(services, viewer, threadOf(problem.id), params.postId);
}

/** A post as stored, with its author's name (for the room's notices), or null once gone. */
export async function findPostRow(db: Executor, postId: string): Promise<ThreadRow | null> {
  const [row] = await db
    .select({ ...getTableColumns(comments), authorUsername: shownUsername })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, postId))
    .limit(1);
  return row ?? null;
}
