import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../actors.ts';
import { unknownId } from '../factories.ts';
import { useTestApp } from '../harness.ts';
import { closeSockets, connectedSocketOf, makePartners, onlineAnnounced } from '../sockets.ts';
import type { ClientSocket } from '../sockets.ts';
import { blankLookingText, fuzzSeed, lyingText, prototypeKeys, wrongTypes } from './schema-fuzz.ts';

/**
 * Malformed payloads to every Socket.IO event the server listens to (issue #25, item 7): the
 * server does not fall over, answers an acknowledgement with a refusal or not at all, and emits
 * nothing to anyone else. The events are read from a connected socket's own listeners, so a new
 * event is attacked too.
 */
const t = useTestApp();
afterEach(closeSockets);
const prototypeBefore = prototypeKeys();
afterAll(() => {
  expect(prototypeKeys()).toEqual(prototypeBefore);
});

/** Events every Socket.IO socket has that no client can send. */
const reserved = new Set(['disconnect', 'disconnecting', 'error', 'connect_error', 'newListener']);

const someText = fc.oneof(lyingText, blankLookingText, fc.constant('x'.repeat(100_000)));

/** Payloads of every shape: wrong types, objects whose fields are wrong, prototype keys. */
const payloads = fc.oneof(
  wrongTypes,
  fc.constant(undefined),
  someText,
  fc.record({ to: fc.oneof(wrongTypes, someText), typing: fc.oneof(wrongTypes, someText) }),
  fc.record({
    ids: fc.oneof(wrongTypes, fc.array(fc.oneof(wrongTypes, someText), { maxLength: 300 })),
  }),
  fc.record({ problemId: fc.oneof(wrongTypes, someText) }),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
    JSON.parse('{"constructor":{"prototype":{"polluted":true}}}') as unknown,
    { ids: JSON.parse('{"__proto__":[]}') as unknown },
  ),
);

/** Resolves once the server has read everything `socket` sent before (its answers are ordered). */
async function barrier(socket: ClientSocket): Promise<void> {
  await socket.emitWithAck('discussion:watch', { problemId: unknownId });
}

describe('every socket event', () => {
  it('takes malformed payloads without falling over, refusing or ignoring them', async () => {
    const [mallory, bob] = [await signedInActor(t), await signedInActor(t)];
    // Partners: a well-formed typing notice from Mallory would reach Bob.
    await makePartners(t, mallory, bob);
    const { socket } = await connectedSocketOf(t, mallory);
    const { socket: bobSocket } = await connectedSocketOf(t, bob);
    await onlineAnnounced(t, [mallory.user.id, bob.user.id]);

    const serverSide = t.app.realtime.io.of('/').sockets.get(socket.id ?? '');
    const events = (serverSide?.eventNames() ?? [])
      .map(String)
      .filter((name) => !reserved.has(name));
    expect(events).toEqual(
      expect.arrayContaining([
        'typing',
        'presence:watch',
        'discussion:watch',
        'discussion:unwatch',
      ]),
    );

    const heardByBob: string[] = [];
    bobSocket.onAny((event: string) => heardByBob.push(event));
    const emit = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => void;

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...events), payloads, async (event, payload) => {
        const answers: unknown[] = [];
        emit(event, payload, (answer: unknown) => answers.push(answer));
        await barrier(socket);
        await barrier(bobSocket);
        expect(socket.connected, `${event} disconnected the sender`).toBe(true);
        for (const answer of answers) expect(answer).toEqual({ watching: false });
        expect(heardByBob, `${event} with ${JSON.stringify(payload)?.slice(0, 200)}`).toEqual([]);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { seed: fuzzSeed, numRuns: 40, endOnFailure: true },
    );

    // Still serving: HTTP answers, and a new socket connects.
    expect((await callAs(t, mallory, 'GET', '/api/check-auth')).statusCode).toBeLessThan(500);
    await connectedSocketOf(t, bob);
  });
});
