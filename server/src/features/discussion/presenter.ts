import type { DiscussionPostNotice } from '@upsolve/contract';
import { toThreadReply } from '../threads/index.ts';
import type { ThreadRow } from '../threads/index.ts';

/** Nobody in particular: what a room hears is what any reader sees (no removed text, no vote). */
const anyReader = { id: '', roles: [] };

/** A post as the room `problem:{id}` hears it; each client keeps its own vote when it merges. */
export function toPostNotice(problemId: string, row: ThreadRow): DiscussionPostNotice {
  return { problemId, post: toThreadReply(anyReader, row, 0) };
}
