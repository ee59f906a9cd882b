import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { discussionWatchSchema } from '@upsolve/contract';
import type {
  ClientToServerEvents,
  DiscussionWatchResult,
  ServerToClientEvents,
} from '@upsolve/contract';
import type { SessionUser } from './session.ts';

/**
 * The rooms `problem:{id}` a socket joins to hear a problem's discussion live (docs/architecture.md,
 * "The path of a socket message"). A socket joins only after the same read check as the HTTP read
 * (app.ts gives the rule, the discussion's); a problem made private or deleted empties its room,
 * on every node (through the adapter), but for its owner.
 */
export type MayWatchProblem = (viewer: SessionUser, problemId: string) => Promise<boolean>;

type AnyServer = Server<ClientToServerEvents, ServerToClientEvents, never, { user: SessionUser }>;
type AnySocket = Socket<ClientToServerEvents, ServerToClientEvents, never, { user: SessionUser }>;
type DiscussionEvent = 'discussion:new' | 'discussion:updated' | 'discussion:removed';

export const problemRoomOf = (problemId: string) => `problem:${problemId}`;

/** What features' subscribers do with the rooms. */
export interface ProblemRooms {
  /** Emits to every socket watching the problem's discussion, on every node. */
  toProblem: <Event extends DiscussionEvent>(
    problemId: string,
    event: Event,
    payload: Parameters<ServerToClientEvents[Event]>[0],
  ) => void;
  /** Everyone but `keepUserId` (the owner; null: nobody) stops hearing the problem, on every node. */
  closeProblemRoom: (problemId: string, keepUserId: string | null) => void;
}

export function problemRooms(io: AnyServer, userRoomOf: (id: string) => string): ProblemRooms {
  return {
    toProblem: (problemId, event, payload) => {
      // Socket.IO's typed emit cannot follow a generic event name; the signature checks the pair.
      const room = io.to(problemRoomOf(problemId));
      (room.emit as (event: DiscussionEvent, payload: unknown) => boolean)(event, payload);
    },
    closeProblemRoom: (problemId, keepUserId) => {
      const room = io.in(problemRoomOf(problemId));
      (keepUserId === null ? room : room.except(userRoomOf(keepUserId))).socketsLeave(
        problemRoomOf(problemId),
      );
    },
  };
}

/** `discussion:watch` and `discussion:unwatch` of one socket; the answer says whether it joined. */
export function listenForDiscussionWatches(
  socket: AnySocket,
  mayWatch: MayWatchProblem,
  log: FastifyBaseLogger,
): void {
  socket.on('discussion:watch', (watch: unknown, answer?: unknown) => {
    const reply = (result: DiscussionWatchResult) => {
      if (typeof answer === 'function') answer(result);
    };
    const parsed = discussionWatchSchema.safeParse(watch);
    if (!parsed.success) {
      reply({ watching: false });
      return;
    }
    const { problemId } = parsed.data;
    const room = problemRoomOf(problemId);
    const user = socket.data.user;
    mayWatch(user, problemId)
      .then(async (allowed) => {
        if (!allowed) return false;
        await socket.join(room);
        // Made private between the check and the join, its room was emptied before this socket
        // was in it: asked again now, after the join, either this sees it or the emptying does.
        if (await mayWatch(user, problemId)) return true;
        await socket.leave(room);
        return false;
      })
      .then((watching) => reply({ watching }))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'Checking a discussion watch failed');
        reply({ watching: false });
      });
  });
  socket.on('discussion:unwatch', (watch: unknown) => {
    const parsed = discussionWatchSchema.safeParse(watch);
    if (parsed.success) void socket.leave(problemRoomOf(parsed.data.problemId));
  });
}
