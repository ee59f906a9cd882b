import type { ThreadItemFacts } from '../../lib/events/catalog.ts';
import type { SubscriberContext } from '../../lib/services.ts';
import { toPostNotice } from './presenter.ts';
import { findPostRow } from './service.ts';

/**
 * The live discussion: once a change to a post has committed, everyone watching its problem
 * (room `problem:{id}`, on every node through the adapter) hears it; a problem made private or
 * deleted sends everyone but its owner out of the room. Cache drops are threads' and votes'.
 */
export function discussionSubscribers({ db, events, realtime }: SubscriberContext): void {
  const sendPost = async (
    event: 'discussion:new' | 'discussion:updated',
    problemId: string,
    postId: string,
  ) => {
    const row = await findPostRow(db, postId);
    if (row !== null) realtime.toProblem(problemId, event, toPostNotice(problemId, row));
  };
  const onPost =
    (event: 'discussion:new' | 'discussion:updated') =>
    async ({ thread, itemId }: ThreadItemFacts) => {
      if (thread.kind === 'problem') await sendPost(event, thread.id, itemId);
    };
  events.onCommit('thread-item.added', onPost('discussion:new'));
  events.onCommit('thread-item.updated', onPost('discussion:updated'));
  events.onCommit('thread-item.deleted', async (facts) => {
    if (facts.thread.kind !== 'problem') return;
    if (facts.kept) {
      await sendPost('discussion:updated', facts.thread.id, facts.itemId);
      return;
    }
    realtime.toProblem(facts.thread.id, 'discussion:removed', {
      problemId: facts.thread.id,
      postId: facts.itemId,
    });
  });
  // A score or a moderator's removal changes what everyone sees of the post.
  events.onCommit('vote.cast', async ({ itemKind, itemId, thread }) => {
    if (itemKind === 'post') await sendPost('discussion:updated', thread.id, itemId);
  });
  events.onCommit('item.moderated', async ({ itemKind, itemId, thread }) => {
    if (itemKind === 'post') await sendPost('discussion:updated', thread.id, itemId);
  });
  events.onCommit('problem.updated', ({ problemId, ownerId, madePrivate }) => {
    if (madePrivate) realtime.closeProblemRoom(problemId, ownerId);
  });
  events.onCommit('problem.deleted', ({ problemId }) => {
    realtime.closeProblemRoom(problemId, null);
  });
}
