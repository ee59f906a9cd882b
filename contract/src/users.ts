import { z } from 'zod';

/** The public view of a user: the only user fields any response may carry. */
export const publicUserSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A user as shown beside content they wrote: `{_id, username}`. */
export const userRefSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;

/** Who wrote an item: null once the author's account is gone, and then nobody owns it. */
export interface AuthoredFacts {
  authorId: string | null;
}
