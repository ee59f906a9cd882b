import {
  buildBookmark,
  buildMark,
  buildProblem,
  buildReview,
  buildSolution,
} from '../factories.ts';
import { validProblemBody, validReview, validSolution } from '../fixtures.ts';
import { buildComment } from '../thread-factories.ts';
import { expect4, onProblem, signedIn } from './rows.ts';
import type { Rows } from './rows.ts';

/**
 * The matrix's rows for routes on a problem and what hangs off it (DESIGN §5, docs/product.md
 * "Who may do what"): the world's owner owns the problem, public or private.
 */
export const problemRows: Rows = {
  'GET /api/problem/:problemId': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return { url: `/api/problem/${problem.id}` };
    },
    expect: onProblem(signedIn(200)),
  },
  'PUT /api/problem/:problemId/updateproblem': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return {
        url: `/api/problem/${problem.id}/updateproblem`,
        body: validProblemBody({ title: 'Taken over', choice: visibility }),
      };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  'DELETE /api/problem/:problemId/deleteproblem': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return { url: `/api/problem/${problem.id}/deleteproblem` };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  'POST /api/bookmark/:problemId': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return { url: `/api/bookmark/${problem.id}` };
    },
    expect: onProblem(signedIn(200)),
  },
  'POST /api/unbookmark/:problemId': {
    setup: async ({ t, owner }, visibility, caller) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      if (caller !== null) await buildBookmark(t.db, caller.user, problem);
      return { url: `/api/unbookmark/${problem.id}` };
    },
    expect: onProblem(signedIn(200)),
  },
  'PUT /api/problem/:problemId/mark': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return { url: `/api/problem/${problem.id}/mark`, body: { status: 'todo' } };
    },
    expect: onProblem(signedIn(200)),
  },
  'DELETE /api/problem/:problemId/mark': {
    setup: async ({ t, owner }, visibility, caller) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      if (caller !== null) await buildMark(t.db, caller.user, problem, 'attempted');
      return { url: `/api/problem/${problem.id}/mark` };
    },
    expect: onProblem(signedIn(200)),
  },
  'GET /api/problem/:problemId/solutions': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      await buildSolution(t.db, problem, owner.user);
      return { url: `/api/problem/${problem.id}/solutions` };
    },
    expect: onProblem(signedIn(200)),
  },
  'POST /api/problem/:problemId/addsolution': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return { url: `/api/problem/${problem.id}/addsolution`, body: validSolution };
    },
    expect: onProblem(signedIn(201)),
  },
  'GET /api/problem/:problemId/solutions/:solutionId': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const solution = await buildSolution(t.db, problem, owner.user);
      return { url: `/api/problem/${problem.id}/solutions/${solution.id}` };
    },
    expect: onProblem(signedIn(200)),
  },
  'PUT /api/problem/:problemId/solutions/:solutionId/updatesolution': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const solution = await buildSolution(t.db, problem, owner.user);
      return {
        url: `/api/problem/${problem.id}/solutions/${solution.id}/updatesolution`,
        body: { ...validSolution, approach: 'Taken over' },
      };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  'DELETE /api/problem/:problemId/solutions/:solutionId/deletesolution': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const solution = await buildSolution(t.db, problem, owner.user);
      return { url: `/api/problem/${problem.id}/solutions/${solution.id}/deletesolution` };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  'POST /api/problem/:problemId/solutions/:solutionId/addreview': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const solution = await buildSolution(t.db, problem, owner.user);
      return {
        url: `/api/problem/${problem.id}/solutions/${solution.id}/addreview`,
        body: validReview,
      };
    },
    // Not on one's own solution.
    expect: onProblem(expect4(401, 403, 201, 201)),
  },
  'GET /api/problem/:problemId/solutions/:solutionId/reviews': {
    setup: async ({ t, owner, confidant }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const solution = await buildSolution(t.db, problem, owner.user);
      await buildReview(t.db, { solutionId: solution.id }, confidant.user);
      return { url: `/api/problem/${problem.id}/solutions/${solution.id}/reviews` };
    },
    expect: onProblem(signedIn(200)),
  },
  // The owner wrote the review, of the confidant's solution on the owner's problem.
  'PUT /api/problem/:problemId/solutions/:solutionId/reviews/:reviewId': {
    setup: async ({ t, owner, confidant }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const solution = await buildSolution(t.db, problem, confidant.user);
      const review = await buildReview(t.db, { solutionId: solution.id }, owner.user);
      return {
        url: `/api/problem/${problem.id}/solutions/${solution.id}/reviews/${review.id}`,
        body: { rating: 1, comment: 'Taken over' },
      };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  'DELETE /api/problem/:problemId/solutions/:solutionId/reviews/:reviewId': {
    setup: async ({ t, owner, confidant }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const solution = await buildSolution(t.db, problem, confidant.user);
      const review = await buildReview(t.db, { solutionId: solution.id }, owner.user);
      return { url: `/api/problem/${problem.id}/solutions/${solution.id}/reviews/${review.id}` };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  'POST /api/problem/:problemId/addreview': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return { url: `/api/problem/${problem.id}/addreview`, body: validReview };
    },
    // Not on one's own problem.
    expect: onProblem(expect4(401, 403, 201, 201)),
  },
  'GET /api/problem/:problemId/reviews': {
    setup: async ({ t, owner, confidant }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      await buildReview(t.db, { problemId: problem.id }, confidant.user);
      return { url: `/api/problem/${problem.id}/reviews` };
    },
    expect: onProblem(signedIn(200)),
  },
  // The owner reviewed the confidant's problem; made private since, it is the confidant's alone.
  'PUT /api/problem/:problemId/reviews/:reviewId': {
    setup: async ({ t, owner, confidant }, visibility) => {
      const problem = await buildProblem(t.db, confidant.user, { visibility });
      const review = await buildReview(t.db, { problemId: problem.id }, owner.user);
      return {
        url: `/api/problem/${problem.id}/reviews/${review.id}`,
        body: { rating: 1, comment: 'Taken over' },
      };
    },
    expect: { public: expect4(401, 200, 403, 403), private: expect4(401, 404, 404, 404) },
  },
  'DELETE /api/problem/:problemId/reviews/:reviewId': {
    setup: async ({ t, owner, confidant }, visibility) => {
      const problem = await buildProblem(t.db, confidant.user, { visibility });
      const review = await buildReview(t.db, { problemId: problem.id }, owner.user);
      return { url: `/api/problem/${problem.id}/reviews/${review.id}` };
    },
    expect: { public: expect4(401, 200, 403, 403), private: expect4(401, 404, 404, 404) },
  },
  'GET /api/problem/:problemId/discussion': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      await buildComment(t.db, owner.user, { problemId: problem.id });
      return { url: `/api/problem/${problem.id}/discussion` };
    },
    expect: onProblem(signedIn(200)),
  },
  'POST /api/problem/:problemId/discussion': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      return { url: `/api/problem/${problem.id}/discussion`, body: { content: 'A thought' } };
    },
    expect: onProblem(signedIn(201)),
  },
  'PUT /api/problem/:problemId/discussion/:postId': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const post = await buildComment(t.db, owner.user, { problemId: problem.id });
      return {
        url: `/api/problem/${problem.id}/discussion/${post.id}`,
        body: { content: 'Taken over' },
      };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  'DELETE /api/problem/:problemId/discussion/:postId': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const post = await buildComment(t.db, owner.user, { problemId: problem.id });
      return { url: `/api/problem/${problem.id}/discussion/${post.id}` };
    },
    expect: onProblem(expect4(401, 200, 403, 403)),
  },
  // A vote on the owner's post in a problem's discussion: not one's own (403), 404 where unread.
  'PUT /api/votes/:kind/:id': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const post = await buildComment(t.db, owner.user, { problemId: problem.id });
      return { url: `/api/votes/post/${post.id}`, body: { value: 1 } };
    },
    expect: onProblem(expect4(401, 403, 200, 200)),
  },
  // Reporting the owner's post: the owner may not report their own? Any signed-in user may.
  'POST /api/reports': {
    setup: async ({ t, owner }, visibility) => {
      const problem = await buildProblem(t.db, owner.user, { visibility });
      const post = await buildComment(t.db, owner.user, { problemId: problem.id });
      return { url: '/api/reports', body: { kind: 'post', id: post.id, reason: 'Spam' } };
    },
    expect: onProblem(signedIn(201)),
  },
};
