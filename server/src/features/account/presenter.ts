import Bowser from 'bowser';
import { accountTexts } from '@upsolve/contract';
import type { AccountSession } from '@upsolve/contract';

/**
 * The device a session was signed in from, named from its User-Agent: "Chrome on Linux", the
 * browser or the system alone when only one is known, "Unknown device" without either.
 */
export function deviceOf(userAgent: string): string {
  if (userAgent.trim() === '') return accountTexts.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? '';
  const system = parsed.os.name ?? '';
  if (browser !== '' && system !== '') return `${browser} on ${system}`;
  if (browser !== '' || system !== '') return browser || system;
  return accountTexts.unknownDevice;
}

export interface SessionListRow {
  id: string;
  userAgent: string;
  lastSeenAt: Date;
  createdAt: Date;
}

/** One session as its owner sees it: never the token or its hash, nor the raw User-Agent. */
export function toAccountSession(row: SessionListRow, currentId: string): AccountSession {
  return {
    id: row.id,
    device: deviceOf(row.userAgent),
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    current: row.id === currentId,
  };
}

/**
 * What leaves the server of the account calls beyond the contract's shapes: the export's file
 * name, `upsolve-<username>.json` (a username holds only letters, digits, _ . and -; anything
 * else is replaced, so the header stays plain).
 */
export function exportFileName(username: string): string {
  return `upsolve-${username.replaceAll(/[^A-Za-z0-9_.-]/g, '_')}.json`;
}

/** The Content-Disposition header of the export: a download, never shown in the page. */
export function exportDisposition(username: string): string {
  return `attachment; filename="${exportFileName(username)}"`;
}
