import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isRole, roles } from '@upsolve/contract';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';
import { applyAdminRequest } from './apply.ts';
import { askServer, noServer } from './client.ts';
import { AdminError, adminSocketPath } from './protocol.ts';
import type { AdminRequest, AdminResult } from './protocol.ts';

export const adminUsage = `Usage:
  npm run admin -- grant <username> <role> [--reason "why"]
  npm run admin -- revoke <username> <role> [--reason "why"]
  npm run admin -- list
  npm run admin -- reset-link <username>
  npm run admin -- stats
Roles: ${roles.join(', ')}.`;

/** Arguments the command does not understand: the usage is printed with the message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The request the command line asks for. */
export function parseAdminArgs(args: string[]): AdminRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { reason: { type: 'string', default: '' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [command, username, role, ...extra] = parsed.positionals;
  const { reason } = parsed.values;
  if (command === 'reset-link') {
    if (username === undefined || role !== undefined || reason !== '') {
      throw new UsageError('reset-link takes a username.');
    }
    return { command, username };
  }
  if (command === 'list' || command === 'stats') {
    if (username !== undefined) throw new UsageError(`${command} takes no arguments.`);
    return { command };
  }
  if (command !== 'grant' && command !== 'revoke') {
    throw new UsageError(
      command === undefined ? 'Name a command.' : `Unknown command "${command}".`,
    );
  }
  if (username === undefined || role === undefined || extra.length > 0) {
    throw new UsageError(`${command} takes a username and a role.`);
  }
  if (!isRole(role)) {
    throw new AdminError(`Unknown role "${role}": the roles are ${roles.join(' and ')}.`);
  }
  return { command, username, role, reason };
}

/** Opens the configured database (taking the embedded one's lock), applies, closes. */
async function applyDirectly(config: Config, request: AdminRequest): Promise<AdminResult> {
  const handle = await openDatabase(config);
  try {
    return (await applyAdminRequest(handle.db, request, config.publicUrl)).result;
  } finally {
    await handle.close();
  }
}

/**
 * Runs the request where the data is. On PostgreSQL (DATABASE_URL) the command talks to the
 * database itself; servers' cached sessions learn the change within their 2 s lifetime. On the
 * embedded database a running server holds the data directory, so the request goes to it over
 * its socket (its sessions learn the change at once); with no server running, the command opens
 * the database itself.
 */
export async function runAdminCommand(config: Config, request: AdminRequest): Promise<AdminResult> {
  const socketPath = adminSocketPath(config.dataDir);
  if (request.command === 'stats') {
    // Of the server process on this DATA_DIR, whichever database it uses.
    const answered = await askServer(socketPath, request);
    if (answered === noServer) throw new AdminError(`No server answers on ${socketPath}.`);
    return answered;
  }
  if (config.databaseUrl !== undefined) return applyDirectly(config, request);
  const answered = await askServer(socketPath, request);
  if (answered !== noServer) return answered;
  const directory = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new AdminError(
      `There is no database in ${directory} yet: start Upsolve once (npm start) and sign up ` +
        'first, or set DATABASE_URL as the server has it.',
    );
  }
  try {
    return await applyDirectly(config, request);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new AdminError(
      `No server answered on ${socketPath}, yet the embedded database is open: ${error.message}`,
    );
  }
}
