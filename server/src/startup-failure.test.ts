import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { migratePgliteDatabase } from './db/migrate.ts';
import { startupFailureMessage } from './startup-failure.ts';

function systemError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('startupFailureMessage', () => {
  it('passes our own errors through as they are', () => {
    expect(startupFailureMessage(new ConfigError('Invalid configuration: PORT must be ...'))).toBe(
      'Invalid configuration: PORT must be ...',
    );
  });

  it('names the address of an unreachable database, even behind an AggregateError', () => {
    const refused = (address: string) =>
      systemError(`connect ECONNREFUSED ${address}:5432`, {
        code: 'ECONNREFUSED',
        syscall: 'connect',
        address,
        port: 5432,
      });
    const aggregate = Object.assign(new AggregateError([refused('::1'), refused('127.0.0.1')]), {
      code: 'ECONNREFUSED',
    });
    expect(startupFailureMessage(aggregate)).toBe(
      'Cannot connect to the database at ::1:5432 (ECONNREFUSED). ' +
        'Check DATABASE_URL and that PostgreSQL is running.',
    );
  });

  it('puts anything else on one line, without the stack', () => {
    const error = new Error('password authentication failed\nfor user "upsolve"');
    expect(startupFailureMessage(error)).toBe(
      'Upsolve could not start: password authentication failed for user "upsolve"',
    );
  });

  it('says a migration failed, with the database reason, on one line', async () => {
    const client = await PGlite.create();
    try {
      // A table in the way of the first migration, as a hand-made schema would be.
      await client.exec('create table users (id integer)');
      const failure = await migratePgliteDatabase(client).then(
        () => null,
        (error: unknown) => error,
      );
      expect(startupFailureMessage(failure)).toBe(
        'Applying the database migrations failed: relation "users" already exists',
      );
    } finally {
      await client.close();
    }
  });
});
