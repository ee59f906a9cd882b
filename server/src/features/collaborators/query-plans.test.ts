import { userSearchQuerySchema } from '@upsolve/contract';
import type { UserSearchQuery } from '@upsolve/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { cappedMatchesQuery } from '../../lib/paging.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { bulkProfileScale, insertBulkProfiles } from '../../test/bulk-data.ts';
import { useTestApp } from '../../test/harness.ts';
import { queryPlan } from '../../test/query-plans.ts';
import { searchFilters } from './search.ts';

/**
 * The collaborator search reads its matches from an index at 10,000 users with profiles
 * (test/bulk-data.ts), with the planner's own choices after the app's ANALYZE.
 */
const testApp = useTestApp();
let viewer: Actor;

beforeAll(async () => {
  await insertBulkProfiles(testApp.db);
  viewer = await signedInActor(testApp);
});

function filtersOf(query: UserSearchQuery) {
  return searchFilters(userSearchQuerySchema.parse(query));
}

describe(`collaborator search plans at ${bulkProfileScale.users.toLocaleString('en')} users`, () => {
  it('looks a term up in the trigram index of the search text', async () => {
    const plan = await queryPlan(
      testApp.db,
      cappedMatchesQuery(users, users.id, filtersOf({ query: 'bulk123' })),
    );
    expect(plan).toContain('users_search_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('looks a whole email address up in the lower-cased email index, beside the term', async () => {
    const plan = await queryPlan(
      testApp.db,
      cappedMatchesQuery(users, users.id, filtersOf({ query: 'Bulk123@Example.com' })),
    );
    expect(plan).toContain('users_email_lower_key');
    expect(plan).toContain('users_search_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('looks a skill, in every spelling of its topic, up in the lower-cased skills index', async () => {
    const plan = await queryPlan(
      testApp.db,
      cappedMatchesQuery(users, users.id, filtersOf({ skill: 'Skill7' })),
    );
    expect(plan).toContain('users_skills_lower_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('reads the collaborators-first page from its order index, without sorting', async () => {
    const plan = await queryPlan(
      testApp.db,
      sql`select ${users.id} from ${users} where ${filtersOf({ collaborator: 'true' })}
        order by ${users.collaborator} desc, ${users.createdAt} desc, ${users.id} desc limit 21`,
    );
    expect(plan).toContain('users_collaborators_first_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('finds the rare skill and a whole address through the API, and nobody by part of one', async () => {
    const bySkill = await callAs(testApp, viewer, 'GET', '/api/searchuser?skill=SKILL7&limit=5');
    expect(bySkill.headers['x-total-count']).toBe('20');
    const search = async (term: string) => {
      const response = await callAs(
        testApp,
        viewer,
        'GET',
        `/api/searchuser?query=${encodeURIComponent(term)}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json().map((user: { username: string }) => user.username);
    };
    expect(await search('BULK1234@example.com')).toEqual(['bulk1234']);
    for (const part of ['example.com', '@example.com', 'bulk1234@', 'ulk1234@example.com']) {
      expect(await search(part)).toEqual([]);
    }
  });
});
