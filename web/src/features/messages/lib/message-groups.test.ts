import { describe, expect, it } from 'vitest';
import { buildMessage, me, otherUser } from '@/test/fixtures.ts';
import { byDayAndSender } from './message-groups.ts';

const at = (day: number, hours: number, minutes: number, seconds = 0) =>
  new Date(2026, 2, day, hours, minutes, seconds).toISOString();

const contentsOf = (days: ReturnType<typeof byDayAndSender>) =>
  days.map((day) => day.groups.map((group) => group.messages.map((message) => message.content)));

describe('byDayAndSender', () => {
  it('groups one sender’s consecutive messages within five minutes of the group’s first', () => {
    const from = (sender: string, content: string, createdAt: string) =>
      buildMessage({
        sender,
        receiver: sender === me._id ? otherUser._id : me._id,
        content,
        createdAt,
      });
    const days = byDayAndSender([
      from(otherUser._id, 'hi', at(4, 10, 0)),
      from(otherUser._id, 'did you solve D?', at(4, 10, 2)),
      from(otherUser._id, 'the one with the tree', at(4, 10, 4, 59)),
      // Five minutes after the group began: a new group, though only a minute after the last.
      from(otherUser._id, 'hello?', at(4, 10, 5)),
      from(me._id, 'yes', at(4, 10, 6)),
      from(me._id, 'segment tree', at(4, 10, 6, 30)),
      from(otherUser._id, 'nice', at(4, 10, 7)),
      // The next day starts a new group, whoever sent it.
      from(otherUser._id, 'morning', at(5, 0, 1)),
    ]);
    expect(contentsOf(days)).toEqual([
      [
        ['hi', 'did you solve D?', 'the one with the tree'],
        ['hello?'],
        ['yes', 'segment tree'],
        ['nice'],
      ],
      [['morning']],
    ]);
    expect(days[0]?.groups[0]).toMatchObject({ sender: otherUser._id, createdAt: at(4, 10, 0) });
  });
});
