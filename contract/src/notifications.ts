import { z } from 'zod';
import { limits } from './limits.ts';
import { pageQuerySchema } from './fields.ts';
import { userRefSchema } from './users.ts';

/**
 * Notifications (docs/product.md, "Notifications"): a reply to one's comment or post, a comment
 * on one's blog, an @mention. Made by the server from what happened, never by a client.
 */
export const notificationKinds = ['reply', 'comment', 'mention'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationsQuerySchema = pageQuerySchema;

export const notificationSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(notificationKinds),
  actor: userRefSchema.nullable(),
  /** What to open: the comment or post, its thread's title and the page that shows it. */
  target: z.object({
    kind: z.enum(['blog', 'comment', 'post']),
    _id: z.uuid(),
    title: z.string(),
    url: z.string(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
/** GET /api/notifications: newest first, in keyset pages (`X-Total-Count`, `X-Next-Cursor`). */
export const notificationListSchema = z.array(notificationSchema);

export const unreadNotificationsSchema = z.object({ count: z.number().int() });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** POST /api/notifications/read: the ids to mark read, or none for all. */
export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.uuid().toLowerCase(), { error: 'Ids must be a list of notification ids' })
    .max(limits.notificationsMarked, `At most ${limits.notificationsMarked} ids at once`)
    .optional(),
});
export type MarkNotificationsRead = z.input<typeof markNotificationsReadSchema>;
export const markNotificationsReadResponseSchema = z.object({
  message: z.string(),
  count: z.number().int(),
});

/** What the recipient's sockets hear: the new notification and the unread count after it. */
export interface NotificationNotice {
  notification: Notification;
  unread: number;
}

/** What the list says of each kind, with the actor's name before it. */
export const notificationTexts = {
  reply: 'replied to you',
  comment: 'commented on your blog',
  mention: 'mentioned you',
  markedRead: 'Marked as read',
  empty: 'No notifications yet',
} as const;
