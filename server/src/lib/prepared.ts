import type { Executor } from '../db/client.ts';

/**
 * A hot query of fixed shape, prepared once per database: on PostgreSQL each pooled connection
 * parses and plans it on first use and then only binds values (node-postgres names the statement).
 * A statement belongs to the database or transaction it was prepared on, so `statementFor(db)`
 * keeps one for each, and a read inside a transaction runs inside it. Only for queries whose best
 * plan does not depend on the values: PostgreSQL may settle on one generic plan for them.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const statements = new WeakMap<Executor, Statement>();
  return (db) => {
    const existing = statements.get(db);
    if (existing !== undefined) return existing;
    const statement = prepare(db);
    statements.set(db, statement);
    return statement;
  };
}
