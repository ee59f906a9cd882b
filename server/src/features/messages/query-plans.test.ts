import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatUsersQuerySchema } from '@upsolve/contract';
import type { ChatUser } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { analyzeAll, bulkProfileScale, insertBulkProfiles } from '../../test/bulk-data.ts';
import { useTestApp } from '../../test/harness.ts';
import { queryPlan } from '../../test/query-plans.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import { otherRows, recentRows } from './chat-users.ts';
import { conversationRows } from './service.ts';

/**
 * The chat's reads come from their indexes at 10,000 users, a viewer who has talked to 2,000 of
 * them, and 50,000 messages (20,000 in one conversation), with the planner's own choices.
 */
const testApp = useTestApp();
let viewer: Actor;
let busiestId: string;

beforeAll(async () => {
  await insertBulkProfiles(testApp.db);
  viewer = await signedInActor(testApp);
  const db = testApp.db;
  const others = sql`(select id, row_number() over (order by id) as n from users where username like 'bulk%')`;
  // Messages between bulk users, 20,000 of them between the viewer and one person.
  await db.execute(sql`
    insert into messages (sender_id, receiver_id, first_user_id, second_user_id, content, created_at)
    select a.id, b.id, least(a.id, b.id), greatest(a.id, b.id), 'bulk message ' || g,
      now() - g * interval '1 second'
    from generate_series(1, 30000) as g
    join ${others} a on a.n = 1 + g % 5000
    join ${others} b on b.n = 5001 + g % 5000`);
  const [busiest] = (await db.execute(sql`select id from users where username = 'bulk1'`)).rows as {
    id: string;
  }[];
  busiestId = busiest?.id ?? '';
  await db.execute(sql`
    insert into messages (sender_id, receiver_id, first_user_id, second_user_id, content, created_at)
    select ${viewer.user.id}::uuid, ${busiestId}::uuid, least(${viewer.user.id}::uuid, ${busiestId}::uuid),
      greatest(${viewer.user.id}::uuid, ${busiestId}::uuid), 'to the busiest ' || g, now() - g * interval '1 second'
    from generate_series(1, 20000) as g`);
  await db.execute(sql`
    insert into conversations (user_id, other_id, last_content, last_sender_id, last_message_at, last_activity_at)
    select ${viewer.user.id}::uuid, o.id, 'hello', o.id, now() - o.n * interval '1 minute', now() - o.n * interval '1 minute'
    from ${others} o where o.n <= 2000`);
  // 300 strangers' requests waiting, and a few people blocked either way.
  await db.execute(sql`
    insert into conversations (user_id, other_id, last_content, last_sender_id, last_message_at, last_activity_at, status)
    select ${viewer.user.id}::uuid, o.id, 'hi', o.id, now() - o.n * interval '1 second', now() - o.n * interval '1 second', 'request'
    from ${others} o where o.n > 2000 and o.n <= 2300`);
  await db.execute(sql`
    insert into blocks (blocker_id, blocked_id)
    select ${viewer.user.id}::uuid, o.id from ${others} o where o.n in (3, 2003)`);
  await analyzeAll(db);
});

describe(`chat plans at ${bulkProfileScale.users.toLocaleString('en')} users`, () => {
  it('reads a conversation page from its index, newest first, without sorting', async () => {
    const plan = await queryPlan(
      testApp.db,
      conversationRows(testApp.db, viewer.user.id, busiestId, { limit: 50 }),
    );
    expect(plan).toContain('messages_conversation_newest_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('reads the people talked to from the recent-first index, without sorting', async () => {
    const query = chatUsersQuerySchema.parse({});
    const plan = await queryPlan(testApp.db, recentRows(testApp.db, viewer.user, query, undefined));
    expect(plan).toContain('conversations_recent_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('reads the waiting requests from the recent-first index, without sorting', async () => {
    const query = chatUsersQuerySchema.parse({ box: 'requests' });
    const excluded = await blockedEitherWay(testApp.db, viewer.user.id);
    expect(excluded).toHaveLength(2);
    const plan = await queryPlan(
      testApp.db,
      recentRows(testApp.db, viewer.user, query, undefined, excluded),
    );
    expect(plan).toContain('conversations_recent_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
    const requests = await callAs(testApp, viewer, 'GET', '/api/messages/users?box=requests');
    const listed: ChatUser[] = requests.json();
    expect(listed).toHaveLength(50);
    expect(listed.filter((user) => excluded.includes(user._id))).toEqual([]);
  });

  it('reads everyone else in username order from the username index', async () => {
    const plan = await queryPlan(
      testApp.db,
      otherRows(testApp.db, viewer.user, undefined, 'bulk5', 51),
    );
    expect(plan).toContain('users_username_lower_key');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('answers the API calls from the same data: talked-to first, newest conversation page', async () => {
    const first = await callAs(testApp, viewer, 'GET', '/api/messages/users?limit=100');
    const users: ChatUser[] = first.json();
    const times = users.map((user) => user.lastMessage?.createdAt ?? '');
    expect(times.every((time) => time !== '')).toBe(true);
    expect(times).toEqual([...times].sort().reverse());
    const conversation = await callAs(
      testApp,
      viewer,
      'GET',
      `/api/messages/${busiestId}?limit=50`,
    );
    const contents = conversation.json().map((message: { content: string }) => message.content);
    expect(contents.at(-1)).toBe('to the busiest 1');
    expect(contents[0]).toBe('to the busiest 50');
  });
});
