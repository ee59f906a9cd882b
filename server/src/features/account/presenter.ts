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
