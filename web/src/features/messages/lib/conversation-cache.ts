import type { Message } from '@upsolve/contract';
import type { PagesData } from '@/lib/load-more.ts';
import type { Page } from '@/lib/paging.ts';

/*
 * A conversation in the query cache: pages of messages, the first page the newest, each page's
 * items oldest first (as GET /messages/{userId} answers). These pure updaters serve the
 * screens (sending, reading) and the socket listeners (messages that arrive, message-sync.ts).
 */

/** A message as the screen shows it: stored, or still being sent ('(sending...)'). */
export interface ShownMessage extends Message {
  /** True while the message exists only on this screen (the original client's isTemporary). */
  isTemporary?: boolean;
}

export type ConversationPage = Page<ShownMessage>;
export type ConversationData = PagesData<ConversationPage>;

/** Every loaded message, oldest first. */
export function conversationMessages(data: ConversationData): ShownMessage[] {
  return [...data.pages].reverse().flatMap((page) => page.items);
}

/** Milliseconds of an ISO time: the server may write an offset instead of Z. */
const timeOf = (iso: string) => Date.parse(iso);

function hasMessage(data: ConversationData, messageId: string): boolean {
  return data.pages.some((page) => page.items.some((item) => item._id === messageId));
}

function mapItems(
  data: ConversationData,
  change: (items: ShownMessage[]) => ShownMessage[],
): ConversationData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/**
 * The conversation with `message` added to the newest page, in time order; unchanged when a
 * message with its _id is already there (a real-time copy of what was just fetched or sent).
 */
export function withMessage(data: ConversationData, message: ShownMessage): ConversationData {
  if (hasMessage(data, message._id)) return data;
  const [newest, ...older] = data.pages;
  if (newest === undefined) return data;
  const items = [...newest.items];
  let at = items.length;
  const time = timeOf(message.createdAt);
  while (at > 0 && timeOf(items[at - 1]?.createdAt ?? '') > time) at -= 1;
  items.splice(at, 0, message);
  return { ...data, pages: [{ ...newest, items }, ...older] };
}

export function withoutMessage(data: ConversationData, messageId: string): ConversationData {
  return mapItems(data, (items) => items.filter((item) => item._id !== messageId));
}

/** The temporary message replaced by the one the server stored. */
export function withStoredMessage(
  data: ConversationData,
  temporaryId: string,
  stored: Message,
): ConversationData {
  return withMessage(withoutMessage(data, temporaryId), stored);
}

/** Messages to `readerId`, sent up to `readAt`, marked as read then (a read receipt). */
export function withReadReceipt(
  data: ConversationData,
  readerId: string,
  readAt: string,
): ConversationData {
  const until = timeOf(readAt);
  const readBy = (item: ShownMessage) =>
    item.receiver === readerId &&
    item.readAt === null &&
    !item.isTemporary &&
    timeOf(item.createdAt) <= until;
  if (!data.pages.some((page) => page.items.some(readBy))) return data;
  return mapItems(data, (items) =>
    items.map((item) => (readBy(item) ? { ...item, readAt } : item)),
  );
}
