import { z } from 'zod';
import type {
  DiscussionPostGone,
  DiscussionPostNotice,
  DiscussionWatch,
  DiscussionWatchResult,
} from './discussion.ts';
import type { NotificationNotice } from './notifications.ts';
import { limits } from './limits.ts';
import { pageQuerySchema } from './fields.ts';
import { optionalText, requiredText } from './text.ts';
import type { Invitation } from './collaborators.ts';
import type { Viewer } from './roles.ts';

/**
 * Direct messages (docs/product.md, "Chat"). Sending is an HTTP call; the socket only delivers
 * what was stored. Path parameters naming the other person use `userParamsSchema` (profiles.ts):
 * a malformed id is 404 like an unknown one.
 */

/** Body of POST /api/messages/send/{userId}: 1 to 4,000 characters once trimmed. */
export const messageInputSchema = z.object({
  content: requiredText({ label: 'Message', max: limits.message }),
});
export type MessageInput = z.input<typeof messageInputSchema>;
export type MessageInputParsed = z.output<typeof messageInputSchema>;

/** A stored message, sender and receiver as ids (the seed's client compares them with its own). */
export const messageSchema = z.object({
  _id: z.uuid(),
  sender: z.uuid(),
  receiver: z.uuid(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the receiver read it; null until then. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/messages/{userId}: one page, oldest first; `X-Next-Cursor` reaches older ones. */
export const conversationQuerySchema = pageQuerySchema;
export const conversationResponseSchema = z.array(messageSchema);

/**
 * The two boxes of the chat list: `accepted` (the people one talks to, then everyone else) and
 * `requests` (strangers' first messages, until one replies or accepts).
 */
export const chatBoxes = ['accepted', 'requests'] as const;
export type ChatBox = (typeof chatBoxes)[number];

/**
 * GET /api/messages/users: `q` keeps usernames containing it, without regard to case; `box`
 * chooses the main list (the default) or the message requests.
 */
export const chatUsersQuerySchema = pageQuerySchema.extend({
  q: optionalText({ label: 'Search', max: limits.usernameMax }).optional(),
  box: z.enum(chatBoxes, { error: 'Box must be accepted or requests' }).default('accepted'),
});
export type ChatUsersQuery = z.input<typeof chatUsersQuerySchema>;
export type ChatUsersQueryParsed = z.output<typeof chatUsersQuerySchema>;

/** The newest message of a conversation as the user list previews it. */
export const messagePreviewSchema = z.object({
  /** The first `limits.messagePreview` characters. */
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  sender: z.uuid(),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

/**
 * A person to talk to: the people one has talked to come first, most recent first, then everyone
 * else by username (no `lastMessage`, nothing unread).
 */
export const chatUserSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  lastMessage: messagePreviewSchema.nullable(),
  /** Messages from this person the viewer has not read. */
  unreadCount: z.number().int().min(0),
});
export type ChatUser = z.infer<typeof chatUserSchema>;
export const chatUsersResponseSchema = z.array(chatUserSchema);

/**
 * GET /api/messages/unread: unread messages in the main list, for the header's badge (message
 * requests never count), and how many people wait under "Requests".
 */
export const unreadCountResponseSchema = z.object({
  count: z.number().int().min(0),
  requests: z.number().int().min(0),
});
export type UnreadCount = z.infer<typeof unreadCountResponseSchema>;

/** POST /api/messages/{userId}/read: everything that person sent the viewer is now read. */
export const markReadResponseSchema = z.object({
  message: z.string(),
  readAt: z.iso.datetime({ offset: true }),
});

/** POST /api/messages/{userId}/accept and /decline. */
export const requestAnswerResponseSchema = z.object({ message: z.string() });

export const chatMessages = {
  read: 'Conversation marked as read',
  accepted: 'Request accepted',
  declined: 'Request declined',
} as const;

/** The error texts of the chat (docs/product.md, error catalogue). */
export const chatErrors = {
  self: 'You cannot message yourself',
  usersLoad: 'Failed to fetch users',
  sendFailed: 'Failed to send message. Please try again.',
  rateLimited: 'You are sending messages too quickly. Please wait a moment.',
  notRequest: 'This conversation is not a message request',
} as const;

/** The chat screen's fixed texts (docs/product.md, "Chat"). */
export const chatTexts = {
  searchPlaceholder: 'Search users...',
  online: 'Online',
  offline: 'Offline',
  selectConversation: 'Select a Conversation',
  activeNow: 'Active now',
  offlineStatus: 'Offline',
  sending: '(sending...)',
  chats: 'Chats',
  requests: 'Requests',
  noRequests: 'No message requests.',
  accept: 'Accept',
  decline: 'Decline',
  requestNotice: (username: string) =>
    `${username} wants to message you. Reply or accept to move the conversation to your chats; if you decline, they are not told.`,
} as const;

/**
 * One may message any other existing user who has not blocked one and whom one has not blocked
 * (the server checks blocks); nobody messages themselves.
 */
export function canMessage(viewer: Viewer, receiverId: string): boolean {
  return viewer.id !== receiverId;
}

/** Socket.IO path, transports and reconnection (DESIGN's real time; the seed's client). */
export const socketSettings = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
} as const;

/**
 * Presence is private and light (docs/decisions/009-presence-by-watching.md): a socket hears of
 * its user's conversation partners and of the ids its screen watches, never of the whole site.
 * `presence:watch` replaces the socket's watched ids; a list longer than `presenceWatchMax` is
 * refused whole (the previous list stays, nothing is sent).
 */
export const presenceWatchMax = 200;

const watchedIdSchema = z.uuid();

/** What a socket sends to watch ids (replacing the ones it watched before). */
export const presenceWatchSchema = z.object({
  ids: z.array(watchedIdSchema.transform((id) => id.toLowerCase())).max(presenceWatchMax),
});

/** Whether an id may be watched (one malformed id refuses the whole watch). */
export const isWatchableId = (id: string): boolean => watchedIdSchema.safeParse(id).success;
export type PresenceWatch = z.input<typeof presenceWatchSchema>;

/**
 * A user's sockets across all nodes; connection number 21 closes the oldest, which hears
 * `socket:closed` with `socketClosedReasons.tooManyConnections` first.
 */
export const socketsPerUserMax = 20;

export const socketClosedReasons = {
  tooManyConnections: 'too_many_connections',
} as const;

/** Why the server closed this socket (it does not reconnect on its own after this). */
export interface SocketClosed {
  reason: (typeof socketClosedReasons)[keyof typeof socketClosedReasons];
  message: string;
}

export const socketClosedMessages = {
  tooManyConnections: `This account opened more than ${socketsPerUserMax} live connections; the oldest was closed. Reload to reconnect here.`,
} as const;

export interface PresenceChange {
  online: string[];
  offline: string[];
}

/** Someone read the viewer's messages up to `readAt`. */
export interface MessagesRead {
  by: string;
  readAt: string;
}

export interface TypingNotice {
  from: string;
  typing: boolean;
}

/**
 * A message as its receiver's sockets hear it: with the box it lands in, so a stranger's first
 * messages go under "Requests" (no badge) instead of the main list.
 */
export type IncomingMessage = Message & { box: ChatBox };

/** What the server sends a socket. */
export interface ServerToClientEvents {
  /**
   * Who of the socket's partners and watched ids is online, and the viewer: on connect, after a
   * `presence:watch`, and (to sockets that never sent one) whole after each change.
   */
  getOnlineUsers: (userIds: string[]) => void;
  /** What changed among partners and watched ids, to sockets that sent `presence:watch`. */
  presenceChanged: (change: PresenceChange) => void;
  newMessage: (message: IncomingMessage) => void;
  messageSent: (message: Message) => void;
  messagesRead: (notice: MessagesRead) => void;
  typing: (notice: TypingNotice) => void;
  'invitation:new': (invitation: Invitation) => void;
  'invitation:answered': (invitation: Invitation) => void;
  /** Sent just before the server closes this socket on purpose. */
  'socket:closed': (notice: SocketClosed) => void;
  /** A watched discussion's new post or reply, an edit (score, removal included), a deletion. */
  'discussion:new': (notice: DiscussionPostNotice) => void;
  'discussion:updated': (notice: DiscussionPostNotice) => void;
  'discussion:removed': (notice: DiscussionPostGone) => void;
  /** A notification for this socket's user, with the unread count after it. */
  'notification:new': (notice: NotificationNotice) => void;
}

/**
 * What a socket may send: typing notices and the ids whose presence its screen shows (messages
 * go over HTTP, stored first).
 */
export interface ClientToServerEvents {
  typing: (notice: { to: string; typing: boolean }) => void;
  'presence:watch': (watch: PresenceWatch) => void;
  /** Hear a problem's discussion live (after the same read check as the HTTP read), or stop. */
  'discussion:watch': (
    watch: DiscussionWatch,
    answer?: (result: DiscussionWatchResult) => void,
  ) => void;
  'discussion:unwatch': (watch: DiscussionWatch) => void;
}

/** Typing notices from one sender to one receiver pass at most this often; extra ones are dropped. */
export const typingNoticeIntervalMs = 1_000;

/** A typing notice as the server checks it; anything else is dropped. */
export const typingInputSchema = z.object({ to: z.uuid().toLowerCase(), typing: z.boolean() });
