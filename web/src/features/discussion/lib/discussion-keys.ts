import type { ThreadSort } from '@upsolve/contract';

/** Cache keys of discussions; one problem's threads (both sorts) share a prefix. */
export const discussionKeys = {
  all: ['discussion'] as const,
  problem: (problemId: string) => ['discussion', problemId] as const,
  thread: (problemId: string, sort: ThreadSort) => ['discussion', problemId, sort] as const,
};
