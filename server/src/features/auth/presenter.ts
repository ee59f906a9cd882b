import type { PublicUser } from '@upsolve/contract';

/** Only public fields leave the server: never the hash, lock state or sessions. */
export function toPublicUser(user: { id: string; username: string; email: string }): PublicUser {
  return { _id: user.id, username: user.username, email: user.email };
}
