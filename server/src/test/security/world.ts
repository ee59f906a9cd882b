import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { notifications, passwordResets, sessions } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../actors.ts';
import type { Actor } from '../actors.ts';
import { buildBookmark, buildProblem, buildUser } from '../factories.ts';
import type { TestApp } from '../harness.ts';
import { buildBlog, buildComment, moderatorActor } from '../thread-factories.ts';

/**
 * The cast of the permission matrix and the leak checks (docs/security.md): the four roles, and
 * what the owner keeps to themself, each a marker a leak would show by substring.
 */
export interface World {
  t: TestApp;
  owner: Actor;
  other: Actor;
  moderator: Actor;
  /** Talks with the owner in private: their chat is the owner's alone among the roles. */
  confidant: Actor;
  /** Votes on the owner's blog and nothing else: who voted is shown to nobody. */
  voter: Actor;
  markers: {
    privateTitle: string;
    chat: string;
    aiQuestion: string;
    linkName: string;
    listName: string;
  };
  /** The owner's private problem (titled `markers.privateTitle`), which their lists hold. */
  secretProblemId: string;
  /** The blog and comment the voter voted on: an answer showing either must not show the voter. */
  votedIds: string[];
  /**
   * A public problem the owner marked solved with help, a status no other role's call sets: its
   * `myMark` shows to the owner only (others see the same problem unmarked).
   */
  markedProblemId: string;
}

/** How the owner's own mark shows in an answer (a `myMark` in any list or page). */
export const ownersMark = '"myMark":"solved_with_help"';

export type Role = 'signedOut' | 'owner' | 'other' | 'moderator';
export const roles: readonly Role[] = ['signedOut', 'owner', 'other', 'moderator'];

export function actorOf(world: World, role: Role): Actor | null {
  return role === 'signedOut' ? null : world[role];
}

const marker = (name: string) => `${name}${randomBytes(6).toString('hex')}`;

async function ok(response: LightMyRequestResponse, what: string): Promise<void> {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/** Seeds the owner's secrets through the API, as a user would leave them. */
export async function buildWorld(t: TestApp): Promise<World> {
  const [owner, other, confidant, voter] = [
    await signedInActor(t),
    await signedInActor(t),
    await signedInActor(t),
    await signedInActor(t),
  ];
  const moderator = await moderatorActor(t);
  const markers = {
    privateTitle: marker('PrivateTitle'),
    chat: marker('ChatMarker'),
    aiQuestion: marker('AiMarker'),
    linkName: marker('LinkMarker'),
    listName: marker('ListMarker'),
  };
  const secret = await buildProblem(t.db, owner.user, {
    visibility: 'private',
    title: markers.privateTitle,
  });
  await buildBookmark(t.db, owner.user, secret);
  const send = (from: Actor, to: Actor, content: string) =>
    callAs(t, from, 'POST', `/api/messages/send/${to.user.id}`, { content });
  await ok(await send(owner, confidant, markers.chat), 'chat');
  await ok(await send(confidant, owner, `${markers.chat} reply`), 'chat reply');
  await ok(
    await callAs(t, owner, 'POST', '/api/askai', { content: markers.aiQuestion }),
    'AI question',
  );
  await ok(
    await callAs(t, owner, 'POST', '/api/implinks', {
      name: markers.linkName,
      link: 'https://example.com/owner-only',
    }),
    'link',
  );
  const marked = await buildProblem(t.db, owner.user);
  await ok(
    await callAs(t, owner, 'PUT', `/api/problem/${marked.id}/mark`, { status: 'solved_with_help' }),
    'mark',
  );
  // A private list of the owner's, holding their private problem.
  const list = await callAs(t, owner, 'POST', '/api/lists', { name: markers.listName });
  await ok(list, 'list');
  await ok(
    await callAs(t, owner, 'PUT', `/api/lists/${String(list.json().list._id)}/problems`, {
      problemIds: [secret.id],
    }),
    'list problems',
  );
  const blog = await buildBlog(t.db, owner.user);
  const post = await buildComment(t.db, owner.user, { blogId: blog.id });
  await ok(await callAs(t, voter, 'PUT', `/api/votes/blog/${blog.id}`, { value: 1 }), 'vote');
  await ok(await callAs(t, voter, 'PUT', `/api/votes/comment/${post.id}`, { value: -1 }), 'vote');
  // Notifications of the owner: a comment on their blog and a message request answered.
  await ok(
    await callAs(t, confidant, 'POST', `/api/blogs/${blog.id}/comments`, { content: 'Nice' }),
    'comment',
  );
  // A reset link the owner asked for: its hash must never leave the server.
  await t.db.insert(passwordResets).values({
    tokenHash: randomBytes(32).toString('hex'),
    userId: owner.user.id,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  return {
    t,
    owner,
    other,
    moderator,
    confidant,
    voter,
    markers,
    votedIds: [blog.id, post.id],
    markedProblemId: marked.id,
    secretProblemId: secret.id,
  };
}

/** A new session of the same user, for calls that end the caller's session. */
export async function freshSession(t: TestApp, actor: Actor): Promise<Actor> {
  const response = await callAs(t, null, 'POST', '/api/signin', {
    email: actor.user.email,
    password: actor.user.password,
  });
  const cookie = String(response.headers['set-cookie']).split(';', 1)[0] ?? '';
  return { user: actor.user, cookie };
}

/** A signed-in stranger for rows that need a third person (an invitation's sender, ...). */
export function stranger(t: TestApp): Promise<Actor> {
  return signedInActor(t);
}

/** A fresh user who is not signed in (a sign-up or sign-in as nobody else). */
export { buildUser };

/**
 * Every table's contents as one digest per table, in one query: equal before and after a refused
 * write means it changed nothing. Sessions (their last use moves on every call) and sign-in
 * failures (counted by design) are left out; so is the outbox's delivery bookkeeping.
 */
export async function databaseDigest(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('sessions', 'signin_failures', 'job_runs', 'outside_site_turns')
          and table_name not like '%migrations%'
        order by table_name`,
  );
  const names = tables.rows.map((row) => row.name);
  const parts = names.map(
    (name) =>
      // A sum of row hashes needs no sort: cheap enough to take around every refused write.
      `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as digest from "${name}" x`,
  );
  const digests = await t.db.execute<{ name: string; digest: string }>(
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(digests.rows.map((row) => [row.name, row.digest]));
}

/** What must never reach `role` (docs/security.md, "No leaks"): substrings, each with its name. */
export async function forbiddenFor(world: World, role: Role): Promise<Map<string, string>> {
  const { t } = world;
  const forbidden = new Map<string, string>([['$argon2', 'a password hash']]);
  for (const row of await t.db.select({ hash: sessions.tokenHash }).from(sessions)) {
    forbidden.set(row.hash, 'a session token hash');
  }
  for (const row of await t.db.select({ hash: passwordResets.tokenHash }).from(passwordResets)) {
    forbidden.set(row.hash, 'a reset token hash');
  }
  // Every cast member hides their email (the default): only its owner may see it.
  const caller = role === 'signedOut' ? null : world[role];
  for (const actor of [world.owner, world.other, world.moderator, world.confidant, world.voter]) {
    if (actor !== caller)
      forbidden.set(actor.user.email, `the hidden email of ${actor.user.username}`);
    // Another user's session token itself.
    if (actor !== caller) forbidden.set(actor.cookie.split('=')[1] ?? '', 'a session token');
  }
  if (role === 'owner') return forbidden;
  forbidden.set(world.markers.privateTitle, "the title of the owner's private problem");
  forbidden.set(world.markers.chat, "the owner's chat");
  forbidden.set(world.markers.aiQuestion, "the owner's AI chat");
  forbidden.set(world.markers.linkName, "the owner's link");
  forbidden.set(ownersMark, "the owner's mark");
  forbidden.set(world.markers.listName, "the owner's private list");
  const owned = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, world.owner.user.id));
  for (const row of owned) forbidden.set(row.id, "the owner's notification");
  return forbidden;
}

/** The leaks in a response: each forbidden value its body or headers carry, by name. */
export function leaksIn(
  world: World,
  response: LightMyRequestResponse,
  forbidden: Map<string, string>,
): string[] {
  const text = `${JSON.stringify(response.headers)}\n${response.body}`;
  const found = [...forbidden]
    .filter(([value]) => value.length > 0 && text.includes(value))
    .map(([, name]) => name);
  // Who voted is shown to nobody: an answer that shows a voted item must not name its voter.
  const { voter, votedIds } = world;
  if (votedIds.some((id) => text.includes(id)) && text.includes(voter.user.id)) {
    found.push('who voted');
  }
  return found;
}
