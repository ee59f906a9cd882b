import type { PublicUser, SignedInUser } from '@upsolve/contract';
import type { SessionUser } from '../../plugins/session.ts';

/** Only public fields leave the server: never the hash, lock state or sessions. */
export function toPublicUser(user: { id: string; username: string; email: string }): PublicUser {
  return { _id: user.id, username: user.username, email: user.email };
}

/** The signed-in user's own answer (sign-up, sign-in, the session check): public fields and roles. */
export function toSignedInUser(user: SessionUser): SignedInUser {
  return { ...toPublicUser(user), roles: [...user.roles] };
}
