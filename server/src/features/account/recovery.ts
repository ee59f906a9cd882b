import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accountMessages, resetMail, resetPasswordPath } from '@upsolve/contract';
import type { ResetPasswordBody } from '@upsolve/contract';
import type { Database, Executor } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Mailer } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { activeUser } from '../../lib/shown-user.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Services } from '../../lib/services.ts';
import { validationError } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import { resetLinkExpiry } from './policy.ts';

/** What "Forgot password?" works with: where mail goes out (null: nowhere) and the site's origin. */
export interface RecoveryDeps {
  db: Database;
  mailer: Mailer | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The page a reset link opens, carrying its token. */
export function resetLinkOf(publicUrl: string, token: string): string {
  return `${publicUrl}${resetPasswordPath}?token=${encodeURIComponent(token)}`;
}

/**
 * POST /account/forgot: stores a link for the account of `email` (only the token's SHA-256) and
 * mails it. An unknown address costs the same one statement (which then inserts nothing) and gets
 * the same answer; the mail is sent after the statement, outside any transaction, and not awaited,
 * so neither its time nor its failure (logged) shows in the answer.
 */
export async function requestPasswordReset(deps: RecoveryDeps, email: string): Promise<void> {
  const token = newToken();
  const result = await deps.db.execute<{ username: string; email: string }>(sql`
    with target as (
      select ${users.id} as id, ${users.username} as username, ${users.email} as email
      from ${users}
      where lower(${users.email}) = lower(${email}) and ${activeUser}
    ), inserted as (
      insert into ${passwordResets} (token_hash, user_id, expires_at)
      select ${hashToken(token)}, target.id, ${resetLinkExpiry(new Date()).toISOString()}::timestamptz
      from target
      returning user_id
    )
    select target.username, target.email from target join inserted on inserted.user_id = target.id
  `);
  const [account] = result.rows;
  if (account === undefined || deps.mailer === null) return;
  const mail = {
    to: account.email,
    subject: resetMail.subject,
    text: resetMail.text(account.username, resetLinkOf(deps.publicUrl, token)),
  };
  void deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error }, 'The password reset mail could not be sent');
  });
}

/**
 * A one-time link for the account named `username` (`npm run admin -- reset-link`), or null when
 * no account has it.
 */
export async function createResetLink(
  db: Executor,
  username: string,
  publicUrl: string,
): Promise<{ username: string; link: string } | null> {
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), activeUser));
  if (user === undefined) return null;
  const token = newToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: resetLinkExpiry(new Date()),
  });
  return { username: user.username, link: resetLinkOf(publicUrl, token) };
}

const invalidLink = () => validationError({ token: accountMessages.resetLinkInvalid });

/**
 * POST /account/reset: sets the new password with the link's token, once: the link (and every
 * other unused link of the account) is used up and every session of the account ends, on every
 * node, sockets too (`account.sessions-ended`).
 */
export async function resetPassword(
  services: Services,
  body: ResetPasswordBody,
): Promise<Committed<null>> {
  // Hashed before the transaction, which then holds its rows for a moment only.
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  return services.commit(async (tx, record) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (link === undefined) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, link.userId), activeUser))
      .returning({ id: users.id });
    if (user === undefined) throw invalidLink();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    const sessionIds = ended.map((session) => session.id);
    record(domainEvent('account.sessions-ended', { userId: user.id, sessionIds }));
    return null;
  });
}
