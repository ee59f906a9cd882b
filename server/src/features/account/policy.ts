import { deletedUsernameHoldDays, resetLinkMinutes } from '@upsolve/contract';
import type { PasswordResetRow } from '../../db/schema/index.ts';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** When a reset link made at `now` stops working: `resetLinkMinutes` later. */
export function resetLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + resetLinkMinutes * minuteMs);
}

/** A reset link works once, and only before it expires. */
export function isResetLinkUsable(
  link: Pick<PasswordResetRow, 'usedAt' | 'expiresAt'>,
  now: Date,
): boolean {
  return link.usedAt === null && link.expiresAt.getTime() > now.getTime();
}

/**
 * Accounts deleted before this moment have held their username long enough
 * (`deletedUsernameHoldDays`): it is free again.
 */
export function usernameHoldEndsBefore(now: Date): Date {
  return new Date(now.getTime() - deletedUsernameHoldDays * dayMs);
}
