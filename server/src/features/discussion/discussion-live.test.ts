import { afterEach, describe, expect, it } from 'vitest';
import type { DiscussionWatchResult } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildProblem, buildUser, signInAs } from '../../test/factories.ts';
import { validProblemBody } from '../../test/fixtures.ts';
import { useTestApp, useTwoNodes } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf, eventsOf, nextEvent } from '../../test/sockets.ts';
import type { ClientSocket } from '../../test/sockets.ts';

/** Sends `discussion:watch` and resolves the server's answer. */
function watch(socket: ClientSocket, problemId: string): Promise<DiscussionWatchResult> {
  return new Promise((resolve) => socket.emit('discussion:watch', { problemId }, resolve));
}

const urlOf = (problemId: string) => `/api/problem/${problemId}/discussion`;

/**
 * Makes `problemId` private through the API as its owner, then proves the room emptied: a post by
 * the owner afterwards reaches only the owner's socket (a barrier for "never heard").
 */
async function makePrivate(t: TestApp, owner: Actor, problemId: string, title: string) {
  const body = validProblemBody({ title, choice: 'private' });
  const response = await callAs(t, owner, 'PUT', `/api/problem/${problemId}/updateproblem`, body);
  expect(response.statusCode).toBe(200);
}

describe('the live discussion on one node', () => {
  const t = useTestApp();
  afterEach(closeSockets);

  it('sends new, edited and removed posts to everyone watching, and only them', async () => {
    const owner = await signedInActor(t);
    const reader = await signedInActor(t);
    const bystander = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const readers = await connectedSocketOf(t, reader);
    const bystanders = await connectedSocketOf(t, bystander);
    expect(await watch(readers.socket, problem.id)).toEqual({ watching: true });
    const unheard = eventsOf(bystanders.socket, 'discussion:new');

    const heardNew = nextEvent(readers.socket, 'discussion:new');
    const added = await callAs(t, owner, 'POST', urlOf(problem.id), { content: 'Hint: sort' });
    expect((await heardNew).post).toEqual({ ...added.json().post, myVote: 0 });

    const postId = added.json().post._id;
    const heardEdit = nextEvent(readers.socket, 'discussion:updated');
    await callAs(t, owner, 'PUT', `${urlOf(problem.id)}/${postId}`, { content: 'Hint: sort it' });
    expect((await heardEdit).post.content).toBe('Hint: sort it');

    const heardVote = nextEvent(readers.socket, 'discussion:updated');
    await callAs(t, reader, 'PUT', `/api/votes/post/${postId}`, { value: 1 });
    expect((await heardVote).post).toMatchObject({ _id: postId, score: 1, myVote: 0 });

    const heardGone = nextEvent(readers.socket, 'discussion:removed');
    await callAs(t, owner, 'DELETE', `${urlOf(problem.id)}/${postId}`);
    expect(await heardGone).toEqual({ problemId: problem.id, postId });

    readers.socket.emit('discussion:unwatch', { problemId: problem.id });
    expect(await watch(bystanders.socket, problem.id)).toEqual({ watching: true });
    expect(unheard).toEqual([]);
  });

  it('refuses to watch what the socket may not read, or a malformed id', async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const secret = await buildProblem(t.db, owner.user, { visibility: 'private' });
    const others = await connectedSocketOf(t, other);
    expect(await watch(others.socket, secret.id)).toEqual({ watching: false });
    expect(await watch(others.socket, 'nope')).toEqual({ watching: false });
    const owners = await connectedSocketOf(t, owner);
    expect(await watch(owners.socket, secret.id)).toEqual({ watching: true });
  });

  it('sends everyone but the owner out of the room when the problem is made private', async () => {
    const owner = await signedInActor(t);
    const reader = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const readers = await connectedSocketOf(t, reader);
    const owners = await connectedSocketOf(t, owner);
    await watch(readers.socket, problem.id);
    await watch(owners.socket, problem.id);
    const readerHeard = eventsOf(readers.socket, 'discussion:new');
    await makePrivate(t, owner, problem.id, problem.title);
    const ownerHeard = nextEvent(owners.socket, 'discussion:new');
    await callAs(t, owner, 'POST', urlOf(problem.id), { content: 'Just me now' });
    expect((await ownerHeard).post.content).toBe('Just me now');
    // The reader's socket is still connected, and hears its own watch answer after the post.
    expect(await watch(readers.socket, problem.id)).toEqual({ watching: false });
    expect(readerHeard).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl !== undefined)('the live discussion across two nodes', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');
  afterEach(closeSockets);

  async function actorOn(t: TestApp): Promise<Actor> {
    const user = await buildUser(t.db);
    return { user, cookie: await signInAs(t.app, user) };
  }

  it('delivers a post made on node A to a watcher on node B, until it is made private', async () => {
    const owner = await actorOn(nodeA);
    const reader = await actorOn(nodeB);
    const problem = await buildProblem(nodeA.db, owner.user);
    const readers = await connectedSocketOf(nodeB, reader);
    const owners = await connectedSocketOf(nodeB, owner);
    expect(await watch(readers.socket, problem.id)).toEqual({ watching: true });
    await watch(owners.socket, problem.id);
    const heard = nextEvent(readers.socket, 'discussion:new');
    const added = await callAs(nodeA, owner, 'POST', urlOf(problem.id), { content: 'Across' });
    expect((await heard).post._id).toBe(added.json().post._id);
    // Node B's cached page drops with the event it heard.
    const onB = await callAs(nodeB, reader, 'GET', urlOf(problem.id));
    expect(onB.json().posts.map((post: { _id: string }) => post._id)).toContain(
      added.json().post._id,
    );

    const readerHeard = eventsOf(readers.socket, 'discussion:new');
    await makePrivate(nodeA, owner, problem.id, problem.title);
    const ownerHeard = nextEvent(owners.socket, 'discussion:new');
    await callAs(nodeA, owner, 'POST', urlOf(problem.id), { content: 'Private now' });
    await ownerHeard;
    expect(readerHeard).toEqual([]);
    expect((await callAs(nodeB, reader, 'GET', urlOf(problem.id))).statusCode).toBe(404);
  });
});
