import type { MyVote, VoteResponse } from '@upsolve/contract';

/** The item's score after the vote, and the viewer's vote (0: none). */
export function toVoteResponse(score: number, value: number): VoteResponse {
  const myVote: MyVote = value > 0 ? 1 : value < 0 ? -1 : 0;
  return { score, myVote };
}
