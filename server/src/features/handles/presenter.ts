import type { HandleChallenge, LinkedHandle, PublicHandle } from '@upsolve/contract';
import type { LinkedHandleRow } from '../../db/schema/index.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The open challenge: AtCoder's token is stored in the problem key's column, its profile as the URL. */
export function toChallenge(row: LinkedHandleRow): HandleChallenge | null {
  if (row.verifiedAt !== null) return null;
  const { challengeProblemKey: key, challengeProblemUrl: url, challengeExpiresAt } = row;
  if (key === null || url === null || challengeExpiresAt === null) return null;
  const expiresAt = challengeExpiresAt.toISOString();
  return row.site === 'atcoder'
    ? { kind: 'affiliation', token: key, profileUrl: url, expiresAt }
    : { kind: 'compilation-error', problemUrl: url, expiresAt };
}

/** The owner's view: sync state and, while unproven, the challenge. */
export function toLinkedHandle(row: LinkedHandleRow): LinkedHandle {
  const verified = row.verifiedAt !== null;
  return {
    site: row.site,
    handle: row.handle,
    verified,
    lastSyncedAt: iso(row.lastSyncedAt),
    lastError: row.lastError,
    nextSyncAt: verified ? iso(row.nextSyncAt) : null,
    challenge: toChallenge(row),
  };
}

/** What others see: a verified handle and when it last synced. */
export function toPublicHandle(row: LinkedHandleRow): PublicHandle {
  return { site: row.site, handle: row.handle, lastSyncedAt: iso(row.lastSyncedAt) };
}
