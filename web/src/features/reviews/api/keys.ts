import { targetId, type ReviewTarget } from '../lib/target.ts';

/** Every cached answer of this feature starts with 'reviews'. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (target: ReviewTarget) => ['reviews', 'list', target.kind, targetId(target)] as const,
  subject: (target: ReviewTarget) => ['reviews', 'subject', target.kind, targetId(target)] as const,
};
