import type { Executor } from '../db/client.ts';
import { createResetLink } from '../features/account/index.ts';
import { AdminError } from './protocol.ts';
import type { AdminRequest, AdminResult } from './protocol.ts';
import { grantRole, listRoleHolders, revokeRole } from './roles.ts';

export interface AppliedRequest {
  result: AdminResult;
  /** The user whose roles changed: their cached sessions must go. */
  rolesChangedFor: string | null;
}

/**
 * Carries out one admin request on the database, wherever it came from (socket or command);
 * `publicUrl` is where a reset link leads (PUBLIC_URL).
 */
export async function applyAdminRequest(
  db: Executor,
  request: AdminRequest,
  publicUrl: string,
): Promise<AppliedRequest> {
  if (request.command === 'stats') {
    throw new AdminError('Only a running server answers stats (of its own process).');
  }
  if (request.command === 'reset-link') {
    const made = await createResetLink(db, request.username, publicUrl);
    if (made === null) throw new AdminError(`No user is named "${request.username}".`);
    return { result: { command: 'reset-link', ...made }, rolesChangedFor: null };
  }
  if (request.command === 'list') {
    return {
      result: { command: 'list', holders: await listRoleHolders(db) },
      rolesChangedFor: null,
    };
  }
  const apply = request.command === 'grant' ? grantRole : revokeRole;
  const { change, userId } = await apply(db, request);
  return { result: change, rolesChangedFor: change.changed ? userId : null };
}
