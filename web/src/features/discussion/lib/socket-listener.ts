import type { SocketListener } from '@/lib/realtime/socket-listener.ts';
import { discussionKeys } from './discussion-keys.ts';

/*
 * The merge code loads with the first event heard: a socket only hears a room while the discussion
 * screen, which loads it anyway, is open; every other page keeps it out of its download.
 */
const discussionCache = () => import('./discussion-cache.ts');

/**
 * A watched discussion's posts, edits and deletions, merged into the thread on screen. After a
 * reconnect the threads are read again: what was said meanwhile never arrives as events (the
 * screen watches its room again by itself, discussion-watch.ts).
 */
export const discussionSocketListener: SocketListener = (socket, { queryClient }) => {
  socket.on('discussion:new', async ({ problemId, post }) => {
    const { mergePost } = await discussionCache();
    mergePost(queryClient, problemId, 'new', post);
  });
  socket.on('discussion:updated', async ({ problemId, post }) => {
    const { mergePost } = await discussionCache();
    mergePost(queryClient, problemId, 'updated', post);
    // A removal reaches the room as everyone sees it ("[removed]"); its author reads the reason
    // and moderators the text, so the thread is read again in each viewer's own terms.
    if (post.removed !== null) {
      void queryClient.invalidateQueries({ queryKey: discussionKeys.problem(problemId) });
    }
  });
  socket.on('discussion:removed', async ({ problemId, postId }) => {
    const { dropPost } = await discussionCache();
    dropPost(queryClient, problemId, postId);
  });
  return {
    afterReconnect: () => void queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  };
};
