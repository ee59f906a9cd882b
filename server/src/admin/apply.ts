import type { Executor } from '../db/client.ts';
import type { AdminRequest, AdminResult } from './protocol.ts';
import { grantRole, listRoleHolders, revokeRole } from './roles.ts';

export interface AppliedRequest {
  result: AdminResult;
  /** The user whose roles changed: their cached sessions must go. */
  rolesChangedFor: string | null;
}

/** Carries out one admin request on the database, wherever it came from (socket or command). */
export async function applyAdminRequest(
  db: Executor,
  request: AdminRequest,
): Promise<AppliedRequest> {
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
