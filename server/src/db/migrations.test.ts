import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import { createPglite } from './client.ts';
import { migratePgliteDatabase } from './migrate.ts';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that stops before `tag`: the database as it was before it. */
async function migrationsBefore(
  tag: string,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'upsolve-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal: Journal = JSON.parse(await readFile(journalFile, 'utf8'));
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

let client: PGlite;

beforeAll(async () => {
  client = await createPglite();
});

afterAll(async () => {
  await client.close();
});

describe('migration 0005_solutions_avg_rating', () => {
  it('fills in the stored average of every solution that existed before it, and keeps it', async () => {
    const before = await migrationsBefore('0005_solutions_avg_rating');
    try {
      await migrate(drizzle({ client }), { migrationsFolder: before.folder });
    } finally {
      await before.remove();
    }
    // Data as an older version left it: one solution with three reviews, one with none.
    await client.exec(`
      insert into users (id, username, email, password_hash) values
        ('11111111-1111-4111-8111-111111111111', 'owner', 'owner@example.com', 'x'),
        ('22222222-2222-4222-8222-222222222222', 'rater1', 'rater1@example.com', 'x'),
        ('33333333-3333-4333-8333-333333333333', 'rater2', 'rater2@example.com', 'x'),
        ('44444444-4444-4444-8444-444444444444', 'rater3', 'rater3@example.com', 'x');
      insert into problems (id, owner_id, title, link, statement, input_format, output_format,
          example_input, example_output, platform_name, difficulty)
        values ('55555555-5555-4555-8555-555555555555', '11111111-1111-4111-8111-111111111111',
          'Sum', 'https://codeforces.com/problemset/problem/1/A', 's', 'i', 'o', '1', '1',
          'Codeforces', 3);
      insert into solutions (id, problem_id, author_id, approach, description, code) values
        ('66666666-6666-4666-8666-666666666666', '55555555-5555-4555-8555-555555555555',
          '11111111-1111-4111-8111-111111111111', 'a', 'd', 'c'),
        ('77777777-7777-4777-8777-777777777777', '55555555-5555-4555-8555-555555555555',
          '11111111-1111-4111-8111-111111111111', 'a', 'd', 'c');
      insert into reviews (author_id, solution_id, rating, comment) values
        ('22222222-2222-4222-8222-222222222222', '66666666-6666-4666-8666-666666666666', 4, 'r'),
        ('33333333-3333-4333-8333-333333333333', '66666666-6666-4666-8666-666666666666', 5, 'r'),
        ('44444444-4444-4444-8444-444444444444', '66666666-6666-4666-8666-666666666666', 4, 'r');
    `);

    const columnsBefore = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'solutions'",
    );
    expect(columnsBefore.rows.map((row) => row.column_name)).not.toContain('avg_rating');

    await migratePgliteDatabase(client);

    const averages = () =>
      client.query<{ id: string; avg_rating: string }>(
        'select id, avg_rating from solutions order by id',
      );
    expect((await averages()).rows).toEqual([
      { id: '66666666-6666-4666-8666-666666666666', avg_rating: '4.333' },
      { id: '77777777-7777-4777-8777-777777777777', avg_rating: '0' },
    ]);

    await client.exec(`
      insert into reviews (author_id, solution_id, rating, comment) values
        ('22222222-2222-4222-8222-222222222222', '77777777-7777-4777-8777-777777777777', 2, 'r')
    `);
    expect((await averages()).rows[1]).toEqual({
      id: '77777777-7777-4777-8777-777777777777',
      avg_rating: '2.000',
    });
  });
});
