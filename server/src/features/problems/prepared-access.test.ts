import { describe, expect, it } from 'vitest';
import { buildProblem, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { findReadableProblem } from './access.ts';

const testApp = useTestApp();

describe('a prepared lookup inside a transaction', () => {
  it('reads through the transaction, so it sees the transaction’s own writes', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    // Not committed yet: only the transaction's own connection can see this problem.
    const title = await db.transaction(async (tx) => {
      const problem = await buildProblem(tx, owner, { title: 'Not committed yet' });
      return (await findReadableProblem(tx, problem.id, owner)).title;
    });
    expect(title).toBe('Not committed yet');
  });
});
