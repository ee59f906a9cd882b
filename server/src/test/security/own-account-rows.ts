import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import { createResetLink } from '../../features/account/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildUser, uniqueUsername } from '../factories.ts';
import { everyone } from './account-rows.ts';
import { expect4, signedIn } from './rows.ts';
import type { Rows } from './rows.ts';
import { freshSession } from './world.ts';

const newPassword = 'another long password';

/**
 * The account calls (docs/product.md, "Account"): each acts on the caller's own account, so the
 * rows that change it (`ownAccountOnly`) are called by a new user of each role, never by the
 * world's people, whose sessions later rows need; the one call that reaches for someone else's
 * thing, ending a session by its id, is the owner's alone.
 */
export const ownAccountRows: Rows = {
  'GET /api/account/recovery': {
    setup: async () => ({ url: '/api/account/recovery' }),
    expect: everyone(200),
  },
  'POST /api/account/forgot': {
    setup: async ({ t }) => ({
      url: '/api/account/forgot',
      body: { email: (await buildUser(t.db)).email },
    }),
    expect: everyone(200),
  },
  'POST /api/account/reset': {
    setup: async ({ t }) => {
      const user = await buildUser(t.db);
      const made = await createResetLink(t.db, user.username, t.config.publicUrl);
      const token = new URL(made?.link ?? 'http://localhost/').searchParams.get('token') ?? '';
      return { url: '/api/account/reset', body: { token, password: newPassword } };
    },
    expect: everyone(200),
  },
  'GET /api/account/sessions': {
    setup: async () => ({ url: '/api/account/sessions' }),
    expect: signedIn(200),
  },
  'GET /api/account/export': {
    setup: async () => ({ url: '/api/account/export' }),
    expect: signedIn(200),
  },
  'DELETE /api/account/sessions/:sessionId': {
    // Another session of the owner's: theirs to end; anyone else learns nothing of it (404).
    setup: async ({ t, owner }) => {
      const other = await freshSession(t, owner);
      const token = other.cookie.split('=', 2)[1] ?? '';
      const [row] = await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return { url: `/api/account/sessions/${String(row?.id)}` };
    },
    expect: expect4(401, 200, 404, 404),
  },
  'DELETE /api/account/sessions': {
    setup: async () => ({ url: '/api/account/sessions' }),
    expect: signedIn(200),
    ownAccountOnly: true,
  },
  'PUT /api/account/password': {
    setup: async (_world, _visibility, caller) => ({
      url: '/api/account/password',
      body: { current: caller?.user.password ?? 'not signed in', next: newPassword },
    }),
    expect: signedIn(200),
    ownAccountOnly: true,
  },
  'PUT /api/account/email': {
    setup: async (_world, _visibility, caller) => ({
      url: '/api/account/email',
      body: {
        password: caller?.user.password ?? 'not signed in',
        email: `${uniqueUsername('moved')}@example.com`,
      },
    }),
    expect: signedIn(200),
    ownAccountOnly: true,
  },
  'DELETE /api/account': {
    setup: async (_world, _visibility, caller) => ({
      url: '/api/account',
      body: { password: caller?.user.password ?? 'not signed in' },
    }),
    expect: signedIn(200),
    ownAccountOnly: true,
  },
};
