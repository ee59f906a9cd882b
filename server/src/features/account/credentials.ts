import { and, eq, isNull, ne } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import type { ChangeEmailBody, ChangePasswordBody } from '@upsolve/contract';
import type { Config } from '../../config.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Services } from '../../lib/services.ts';
import { conflict } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertOwnPasswordOf } from './policy.ts';

/** The password and email changes (docs/product.md, "Account"): each proves the owner first. */

/**
 * Sets a new password once the current one is proven. Every other session of the user ends with
 * it (this one stays), and so does any unused reset link: whoever asked for one no longer may.
 */
export async function changePassword(
  services: Services,
  config: Config,
  viewer: SessionUser,
  currentSessionId: string,
  input: ChangePasswordBody,
): Promise<Committed<null>> {
  await assertOwnPasswordOf(services.db, config, viewer.id, input.current, 'current');
  const passwordHash = await hashPassword(input.next);
  return services.commit(async (tx, record) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.id));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, viewer.id), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, viewer.id), isNull(passwordResets.usedAt)));
    record(
      domainEvent('account.password-changed', {
        userId: viewer.id,
        endedSessionIds: ended.map((session) => session.id),
      }),
    );
    return null;
  });
}

/** Sets a new email once the password is proven; an address another account uses is a 409. */
export async function changeEmail(
  services: Services,
  config: Config,
  viewer: SessionUser,
  input: ChangeEmailBody,
): Promise<Committed<SessionUser>> {
  await assertOwnPasswordOf(services.db, config, viewer.id, input.password, 'password');
  return services.commit(async (tx, record) => {
    try {
      await tx.update(users).set({ email: input.email }).where(eq(users.id, viewer.id));
    } catch (error) {
      // The unique index on lower(email): another account has it, in whatever case.
      if (uniqueViolation(error) !== null) {
        throw conflict(errorMessages.emailTaken, { email: errorMessages.emailTaken });
      }
      throw error;
    }
    record(domainEvent('account.email-changed', { userId: viewer.id }));
    return { ...viewer, email: input.email };
  });
}
