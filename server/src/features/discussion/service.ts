import { eq, getTableColumns } from 'drizzle-orm';
import type {
  DiscussionPostParams,
  ProblemParams,
  ThreadInputParsed,
  ThreadQueryParsed,
  ThreadReply,
  ThreadUpdate,
  Viewer,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { comments, users } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import { stampOf } from '../../lib/request-memo.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';
import type { ThreadRef } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  addThreadItem,
  deleteThreadItem,
  loadThreadPage,
  threadViewOf,
  threadViewPart,
  updateThreadItem,
} from '../threads/index.ts';
import type { ThreadRow, ThreadView } from '../threads/index.ts';
import { isPublicProblem } from '../problems/index.ts';
import { assertCanReadDiscussion } from './policy.ts';
import { shownUsername } from '../../lib/shown-user.ts';

const threadOf = (problemId: string): ThreadRef => ({ kind: 'problem', id: problemId });

/**
 * A problem's discussion and the viewer's votes on it. The page is shared between readers while
 * the problem is public (dropped when it changes, or is made private), and its answer too
 * (`discussionAnswer`); under a private problem it is the owner's own, loaded for each read.
 */
export interface DiscussionView extends ThreadView {
  problemId: string;
  shared: boolean;
}

export async function discussionView(
  services: Services,
  viewer: Viewer,
  params: ProblemParams,
  query: ThreadQueryParsed,
): Promise<DiscussionView> {
  // A public problem's discussion is anyone's to read, known from the shared cache.
  const shared = await isPublicProblem(services, params.problemId);
  const problemId = shared
    ? params.problemId
    : (await assertCanReadDiscussion(services.db, viewer, params.problemId)).id;
  const thread = threadOf(problemId);
  const load = () => loadThreadPage(services.db, thread, query);
  if (!shared) {
    return {
      ...(await threadViewOf(services, viewer, thread, await load(), false)),
      problemId,
      shared,
    };
  }
  const { value, hit } = await services.cache.read(
    {
      key: `discussion:${problemId}:${JSON.stringify(query)}`,
      scope: 'shared',
      tags: [cacheTags.discussion(problemId), cacheTags.problem(problemId)],
    },
    load,
    { readerId: viewer.id },
  );
  return { ...(await threadViewOf(services, viewer, thread, value, hit)), problemId, shared };
}

/** The answer's cache declaration, when it may be shared (null under a private problem). */
export function discussionAnswer(
  viewer: Viewer,
  query: ThreadQueryParsed,
  view: DiscussionView,
): CacheDeclaration | null {
  if (!view.shared) return null;
  return {
    key: `discussion-answer:${view.problemId}:${JSON.stringify(query)}:${stampOf(view.page)}:${threadViewPart(viewer, view)}`,
    scope: 'shared',
    tags: [cacheTags.discussion(view.problemId), cacheTags.problem(view.problemId)],
  };
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
