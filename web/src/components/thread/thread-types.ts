import type { VoteResponse } from '@upsolve/contract';

/**
 * What a thread screen (a blog's comments, a problem's discussion) hands the shared thread UI:
 * the calls that change its items, each throwing the call's error, and where votes are written.
 */
export interface ThreadHandlers {
  /** The votes' and reports' kind. */
  kind: 'comment' | 'post';
  /** How the screen names one item: "comment", "post". */
  noun: string;
  add: (input: { content: string; parentId?: string }) => Promise<void>;
  edit: (id: string, content: string) => Promise<void>;
  remove: (id: string) => Promise<void>;
  voted: (id: string, result: VoteResponse) => void;
}
