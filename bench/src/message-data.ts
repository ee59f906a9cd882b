import type { Database } from '../../server/src/db/client.ts';
import { messages } from '../../server/src/db/schema/index.ts';
import type { MessageRow } from '../../server/src/db/schema/index.ts';
import { recordMessage } from '../../server/src/features/messages/index.ts';
import { insertInBatches, minuteAfterEpoch } from './batches.ts';
import { seededRandom, seededUuid } from './random.ts';

/** The direct messages of a data set: who talks with whom, and how much. */
export interface ConversationScale {
  /** `bench_user_0` up to this many: the people whose conversations the reads open. */
  viewers: number;
  /** Each viewer talks with this many others, */
  partnersEach: number;
  /** taken in turn from the users right after the viewers, this many of them. */
  partnerPool: number;
  /** Messages in each conversation: more than a page, so its newest page is full. */
  messagesEach: number;
}

/** The user numbers (`bench_user_N`) viewer `viewer` has a conversation with. */
export function partnersOf(viewer: number, scale: ConversationScale): number[] {
  return Array.from(
    { length: scale.partnersEach },
    (_, turn) => scale.viewers + ((viewer * scale.partnersEach + turn) % scale.partnerPool),
  );
}

/**
 * Fills every viewer's conversations: the two people take turns, every message but the newest is
 * read a minute after it was sent. Messages go in by batches; each conversation's rows (preview,
 * unread count) are then written by the server's own `recordMessage` from its newest message, as
 * sending it would have left them.
 */
export async function generateConversations(
  db: Database,
  userIds: readonly string[],
  scale: ConversationScale,
): Promise<void> {
  if (scale.partnersEach > scale.partnerPool) throw new Error('Fewer partners than each needs');
  if (scale.viewers + scale.partnerPool > userIds.length) throw new Error('Too few users');
  const pairs = Array.from({ length: scale.viewers }, (_, viewer) =>
    partnersOf(viewer, scale).map((partner) => [userIds[viewer] ?? '', userIds[partner] ?? '']),
  ).flat();
  const random = seededRandom(20_261_127);
  const newest: MessageRow[] = [];
  await insertInBatches(
    pairs.length * scale.messagesEach,
    (index) => {
      const conversation = Math.floor(index / scale.messagesEach);
      const turn = index % scale.messagesEach;
      const [viewerId = '', partnerId = ''] = pairs[conversation] ?? [];
      const [senderId, receiverId] = turn % 2 === 0 ? [viewerId, partnerId] : [partnerId, viewerId];
      const createdAt = minuteAfterEpoch(index);
      const isNewest = turn === scale.messagesEach - 1;
      const row: MessageRow = {
        id: seededUuid(random),
        senderId,
        receiverId,
        firstUserId: senderId < receiverId ? senderId : receiverId,
        secondUserId: senderId < receiverId ? receiverId : senderId,
        content: `Message ${turn} of conversation ${conversation}: shall we upsolve problem E?`,
        createdAt,
        readAt: isNewest ? null : minuteAfterEpoch(index + 1),
      };
      if (isNewest) newest.push(row);
      return row;
    },
    (rows) => db.insert(messages).values(rows),
  );
  for (const row of newest) await recordMessage(db, row);
}
