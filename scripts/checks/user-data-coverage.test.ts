import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/src/db/schema/index.ts';
import { exportKeys, userDataCoverage } from '../../server/src/features/account/user-data.ts';

/*
 * "Download my data" and "Delete my account" (server/src/features/account) must cover every
 * column that holds a user's id: each foreign key to users.id in the Drizzle schema must be listed
 * in userDataCoverage, as exported (or omitted, with why) and as deleted (or kept, with why). A
 * new table holding user ids fails here until someone decides what leaving does with it.
 */
const tables: PgTable[] = [];
for (const value of Object.values(schema) as unknown[]) {
  if (is(value, PgTable)) tables.push(value);
}

function columnsReferencingUsers(): string[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys.flatMap((foreignKey) => {
      const reference = foreignKey.reference();
      if (getTableConfig(reference.foreignTable).name !== 'users') return [];
      return reference.columns.map((column) => `${config.name}.${column.name}`);
    });
  });
}

describe('leaving covers every column holding a user id', () => {
  const referencing = columnsReferencingUsers();

  it('finds the columns', () => {
    expect(referencing).toEqual(expect.arrayContaining(['sessions.user_id', 'blogs.author_id']));
  });

  it('lists each in userDataCoverage, and nothing that is not one', () => {
    expect(Object.keys(userDataCoverage).sort()).toEqual([...referencing].sort());
  });

  it('exports each under a key of the file, or says why not', () => {
    for (const [column, { exportedAs }] of Object.entries(userDataCoverage)) {
      if (typeof exportedAs === 'string') expect(exportKeys, column).toContain(exportedAs);
      else expect(exportedAs.omitted, column).not.toBe('');
    }
  });

  it('deletes each on leaving, or says why it is kept', () => {
    for (const [column, { onDelete }] of Object.entries(userDataCoverage)) {
      if (onDelete !== 'deleted') expect(onDelete.kept, column).not.toBe('');
    }
  });
});
