import type { Config } from './config.ts';

/** The part of a connection string an operator recognises: host, port and database, no password. */
function describePostgres(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export interface DatabaseState {
  /** Whether this start created the database (or its tables). */
  createdNow: boolean;
  /** Whether it holds no account yet: only then is demo data worth suggesting. */
  empty: boolean;
}

/**
 * What `npm start` prints once the server answers: where to open it, where the data lives, whether
 * this start created the database, and, while it is empty, how to add demo data. Plain text for a
 * person at a terminal.
 */
export function startBanner(config: Config, state: DatabaseState): string {
  const databaseCreatedNow = state.createdNow;
  const created = databaseCreatedNow ? 'created just now' : 'existing';
  const database =
    config.databaseUrl === undefined
      ? `embedded, in ${config.dataDir} (${created})`
      : `${describePostgres(config.databaseUrl)} (${databaseCreatedNow ? 'tables created just now' : 'existing'})`;
  const seed =
    config.databaseUrl === undefined
      ? 'stop the server, then `npm run seed`'
      : '`npm run seed` with the same DATABASE_URL';
  return [
    '',
    `  Upsolve is running: open ${config.publicUrl}`,
    '',
    `  Database:   ${database}`,
    ...(state.empty
      ? [`  Demo data:  ${seed} (users alice, bob, carol, dave; password upsolve-demo)`]
      : []),
    '  Stop:       Ctrl+C',
    '',
    '',
  ].join('\n');
}
