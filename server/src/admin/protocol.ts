import path from 'node:path';
import { z } from 'zod';
import { resetLinkMinutes, roleSchema, roles } from '@upsolve/contract';

/**
 * `npm run admin` and the running server talk over a Unix socket in the data directory, one JSON
 * line each way: the request, then the answer. Only the socket's owner may open it (mode 0600).
 */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

/** A refusal the operator can act on (unknown user, unknown role): printed as it is. */
export class AdminError extends Error {
  override readonly name = 'AdminError';
}

const roleChangeRequest = z.object({
  username: z.string().min(1).max(100),
  role: roleSchema,
  reason: z.string().max(1000),
});

export const adminRequestSchema = z.discriminatedUnion('command', [
  roleChangeRequest.extend({ command: z.literal('grant') }),
  roleChangeRequest.extend({ command: z.literal('revoke') }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('reset-link'), username: z.string().min(1).max(100) }),
  /** The running server's own process: memory, event-loop delay, active handles. */
  z.object({ command: z.literal('stats') }),
]);
export type AdminRequest = z.infer<typeof adminRequestSchema>;

const roleChangeSchema = z.object({
  command: z.enum(['grant', 'revoke']),
  /** As stored, whatever letter case the operator typed. */
  username: z.string(),
  role: roleSchema,
  /** False when the user already held (grant) or did not hold (revoke) the role. */
  changed: z.boolean(),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

const roleHolderSchema = z.object({ username: z.string(), role: roleSchema, since: z.string() });
export type RoleHolder = z.infer<typeof roleHolderSchema>;

const processStatsSchema = z.object({
  command: z.literal('stats'),
  rssMiB: z.number(),
  heapUsedMiB: z.number(),
  /** Since the previous `stats` (or the start). */
  eventLoopDelayMs: z.object({ mean: z.number(), p99: z.number(), max: z.number() }),
  /** Node's active resources by kind (TCPSocketWrap, Timeout, ...). */
  handles: z.record(z.string(), z.number()),
  /**
   * CPU time the process has used since it started (user and system, all threads), in ms: per
   * request answered, what the server's work costs whatever else the machine runs.
   */
  cpuMs: z.number(),
  /** The node's answer cache: its entries and what they weigh (most of it stored answers' bytes). */
  cache: z.object({ entries: z.number(), weightMiB: z.number() }),
});
export type ProcessStats = z.infer<typeof processStatsSchema>;

export const adminResultSchema = z.union([
  processStatsSchema,
  roleChangeSchema,
  z.object({ command: z.literal('list'), holders: z.array(roleHolderSchema) }),
  /** A one-time link resetting the user's password (username as stored). */
  z.object({ command: z.literal('reset-link'), username: z.string(), link: z.string() }),
]);
export type AdminResult = z.infer<typeof adminResultSchema>;

export const adminAnswerSchema = z.union([
  z.object({ ok: z.literal(true), result: adminResultSchema }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type AdminAnswer = z.infer<typeof adminAnswerSchema>;

function article(role: string): string {
  return /^[aeiou]/.test(role) ? 'an' : 'a';
}

/** What the command prints for a result, the same whichever way it reached the database. */
export function describeResult(result: AdminResult): string {
  if (result.command === 'stats') return JSON.stringify(result, null, 2);
  if (result.command === 'reset-link') {
    return (
      `A one-time link to reset ${result.username}'s password, valid for ${resetLinkMinutes} ` +
      `minutes (give it to them only):\n${result.link}`
    );
  }
  if (result.command === 'list') {
    if (result.holders.length === 0) return 'Nobody holds a role.';
    const roleWidth = Math.max(...roles.map((role) => role.length));
    const nameWidth = Math.max(...result.holders.map((holder) => holder.username.length));
    return result.holders
      .map(
        (holder) =>
          `${holder.role.padEnd(roleWidth)}  ${holder.username.padEnd(nameWidth)}  since ${holder.since}`,
      )
      .join('\n');
  }
  const { username, role, changed } = result;
  const a = article(role);
  if (result.command === 'grant') {
    return changed
      ? `${username} is now ${a} ${role}.`
      : `${username} is already ${a} ${role}: nothing changed.`;
  }
  return changed
    ? `${username} is no longer ${a} ${role}.`
    : `${username} is not ${a} ${role}: nothing changed.`;
}
