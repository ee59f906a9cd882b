import { buildEndedRound } from '../contest-factories.ts';
import { signedIn } from './rows.ts';
import type { Rows } from './rows.ts';

/** The matrix's rows for contest upsolving: anyone signed in, each for themselves. */
export const upsolveRows: Rows = {
  'POST /api/contests/:source/:contestId/upsolve': {
    setup: async ({ t }) => ({
      url: `/api/contests/codeforces/${await buildEndedRound(t.db)}/upsolve`,
    }),
    expect: signedIn(200),
  },
  'GET /api/contests/upsolving': {
    setup: async () => ({ url: '/api/contests/upsolving' }),
    expect: signedIn(200),
  },
};
