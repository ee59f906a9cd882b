import type { ShownMessage } from './conversation-cache.ts';
import { dayKey, formatDayLabel } from './format.ts';

/** Messages one person sends within this long of the group's first share its name and time. */
export const groupWindowMs = 5 * 60_000;

/** Consecutive messages of one sender, shown under one name and time (as Discord does). */
export interface MessageGroup {
  /** The first message's id: stable while messages join the group. */
  key: string;
  sender: string;
  /** When the group's first message was sent: the time shown. */
  createdAt: string;
  messages: ShownMessage[];
}

export interface Day {
  key: string;
  label: string;
  groups: MessageGroup[];
}

/**
 * A conversation, oldest first, by the local day it was sent, and within a day by sender: a
 * message joins the group before it when the same person sent it within five minutes of the
 * group's first message, so every message of a group was sent within five minutes of the time
 * the group shows.
 */
export function byDayAndSender(messages: ShownMessage[]): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: formatDayLabel(message.createdAt), groups: [] };
      days.push(day);
    }
    const group = day.groups.at(-1);
    const joins =
      group !== undefined &&
      group.sender === message.sender &&
      Date.parse(message.createdAt) - Date.parse(group.createdAt) < groupWindowMs;
    if (joins) group.messages.push(message);
    else {
      day.groups.push({
        key: message._id,
        sender: message.sender,
        createdAt: message.createdAt,
        messages: [message],
      });
    }
  }
  return days;
}
