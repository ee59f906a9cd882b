import type { Visibility } from '@upsolve/contract';
import type { Actor } from '../actors.ts';
import type { World } from './world.ts';

/** The statuses the four roles get, in the order signed out, owner, other user, moderator. */
export interface Expect {
  signedOut: number;
  owner: number;
  other: number;
  moderator: number;
}

export const expect4 = (
  signedOut: number,
  owner: number,
  other: number,
  moderator: number,
): Expect => ({ signedOut, owner, other, moderator });

/** What one call sends: the whole URL (`/api` included) and its body. */
export interface Call {
  url: string;
  body?: object;
  headers?: Record<string, string>;
}

/**
 * One route of the matrix. `setup` builds what the route acts on, owned by the world's owner
 * (on a problem of `visibility` where the route concerns a problem), fresh for each call, and
 * says what to send; `caller` is who will send it (null: signed out).
 */
export interface Row {
  setup: (world: World, visibility: Visibility, caller: Actor | null) => Promise<Call>;
  /** One expectation, or one per visibility of the problem the route concerns. */
  expect: Expect | { public: Expect; private: Expect };
  /** The call ends the caller's session (sign-up, sign-in, logout): it is made with a new one. */
  endsSession?: boolean;
  /**
   * The call changes the caller's own account and nothing else (its password, its sessions, its
   * deletion): a new user of each signed-in role makes it, so the world's people keep theirs.
   */
  ownAccountOnly?: boolean;
  /**
   * Awaited after each call: what an accepted call set going in the background (a job) has
   * finished, so it does not change the database while a later refusal is being checked.
   */
  settle?: () => Promise<void>;
}

/** `METHOD /api/path/:param`, as Fastify's route table names a route. */
export type Rows = Record<string, Row>;

/** Everyone signed in gets `ok`, the signed-out visitor 401. */
export const signedIn = (ok: number): Expect => expect4(401, ok, ok, ok);

/** A route on a problem: public as `open` says; private, the owner as `open`, others 404. */
export const onProblem = (open: Expect): { public: Expect; private: Expect } => ({
  public: open,
  private: expect4(401, open.owner, 404, 404),
});
